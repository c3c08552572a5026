import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, onRequest, useFreshBackend } from '@mocks/testing';
import { createGate } from '@testing/gate';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from './Cashier';
import { navigation } from '@features/checkout/navigation';
import { TEST_CARD, fillValidCard, openCardForm } from '@testing/cashier';
import { recordActions } from '@testing/recordActions';
import { sentence } from '@testing/sentence';

const CARD = TEST_CARD;

describe('Cashier', () => {
  it('shows a loading skeleton, then the methods for the current action', async () => {
    renderWithProviders(<Cashier />);
    expect(screen.getByRole('status', { name: '' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading payment methods…')).toBeInTheDocument();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(
      within(methods).getByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(within(methods).getByText(/2\.5% fee/)).toBeInTheDocument();
  });

  it('renders the card form from the server fields with autofill hints', async () => {
    await openCardForm();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('autocomplete', 'transaction-amount');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText(/^Security code/)).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/EUR/);
  });

  it('groups the card number as typed and announces the detected brand', async () => {
    const { user } = await openCardForm();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText(sentence('American Express card detected'))).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toHaveAttribute('maxlength', '4');
  });

  it('deposits with a valid card and shows the result', async () => {
    const { user } = await openCardForm();
    await fillValidCard(user);
    expect(screen.getByText('€51.25')).toBeInTheDocument(); // 50.00 + 2.5% fee
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    expect(await screen.findByText('Deposit complete')).toBeInTheDocument();
  });

  it('never puts the card number or CVV into a Redux action or state', async () => {
    const { actions, middleware } = recordActions();
    const view = renderWithProviders(<Cashier />, { middleware: [middleware] });
    await view.user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await screen.findByLabelText('Card number');
    await fillValidCard(view.user);
    await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText('Deposit complete');
    const recorded = JSON.stringify([actions, view.store.getState()]);
    expect(recorded).not.toContain(CARD);
    expect(recorded).not.toContain('4111 1111');
    const submitted = actions.find((action) => action.type === 'api/executeMutation/pending');
    expect(submitted).toMatchObject({
      meta: {
        arg: { originalArgs: { fields: { card_holder: 'Ada Lovelace', card_expiry: '12/34' } } },
      },
    });
    const { fields } = (
      submitted as unknown as { meta: { arg: { originalArgs: { fields: object } } } }
    ).meta.arg.originalArgs;
    expect(Object.keys(fields).sort()).toEqual(['card_expiry', 'card_holder']);
  });

  it('shows every card validation error next to its field', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    const { user } = await openCardForm();
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);

    await user.type(screen.getByLabelText(/^Amount/), '5');
    await user.type(screen.getByLabelText('Card number'), '4111111111111112');
    await user.type(screen.getByLabelText('Expiry date'), '1025');
    await user.type(screen.getByLabelText(/^Security code/), '12');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));

    expect(await screen.findByText(/The minimum is €10\.00\./)).toBeInTheDocument();
    expect(screen.getByText("This card number isn't valid. Check the digits.")).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3-digit security code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      "This card number isn't valid. Check the digits. Visa card detected",
    );

    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '9999');
    await user.tab();
    expect(await screen.findByText(/The maximum is €5,000\.00\./)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('keeps a pasted card number with one digit too many, says so, and sends nothing', async () => {
    let posts = 0;
    onRequest((request) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = await openCardForm();
    await fillValidCard(user);
    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.click(number);
    await user.paste('5555 5555 5555 44441'); // a valid Mastercard with one digit more
    expect(number).toHaveValue('5555 5555 5555 44441');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));

    expect(await screen.findByText('This card number has too many digits.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      'This card number has too many digits. Mastercard card detected',
    );
    expect(posts).toBe(0);

    await user.type(number, '{Backspace}');
    expect(number).toHaveValue('5555 5555 5555 4444');
    await waitFor(() => {
      expect(screen.queryByText('This card number has too many digits.')).not.toBeInTheDocument();
    });
  });

  it('sends one payment however often the player presses submit', async () => {
    let posts = 0;
    const answer = createGate();
    server.use(
      http.post(cashierRoutes.payments, async () => {
        posts += 1;
        await answer.passed;
        return HttpResponse.json({ status: 'notify', paymentId: 'p1', message: 'Done' });
      }),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    const button = screen.getByRole('button', { name: /^Deposit/ });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    // Still busy after the extra presses: the one request is on its way.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Processing');
    answer.open();
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('explains a declined payment and keeps what the player typed', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          { error: { type: 'request_error', status: 'PAYMENT_PROCESSING_ERROR' } },
          { status: 402 },
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your deposit didn't go through");
    expect(alert).toHaveTextContent('The payment was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
  });

  it('shows server field errors next to their fields', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          {
            error: {
              type: 'params_error',
              fields: { card_holder: 'Use the name printed on the card.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Use the name printed on the card.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns a malformed submit answer into a look-up by its key instead of a crash or a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(cashierRoutes.payments, () => HttpResponse.json({ status: 'paid!!' })));
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    // This back end made no payment with the key (the answer did not come from it): it says so.
    expect(await screen.findByText('This payment was not made')).toBeInTheDocument();
    expect(screen.queryByText(/didn't go through/)).not.toBeInTheDocument();
  });

  it('offers a retry when the methods answer is malformed, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(cashierRoutes.methods, () => HttpResponse.json({ methods: 'nope' }), { once: true }),
    );
    const { user } = renderWithProviders(<Cashier />);
    expect(await screen.findByText("We couldn't load the payment methods")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeInTheDocument();
  });

  it('shows an empty state when no method is offered', async () => {
    server.use(
      http.get(cashierRoutes.methods, () =>
        HttpResponse.json({ action: 'deposit', currency: 'EUR', methods: [] }),
      ),
    );
    renderWithProviders(<Cashier />);
    expect(await screen.findByText('No payment methods available')).toBeInTheDocument();
  });

  it('switches to cash-out and lists its methods', async () => {
    const { user } = renderWithProviders(<Cashier />);
    await screen.findByRole('radio', { name: /Credit or debit card/ });
    await user.click(screen.getByRole('radio', { name: 'Cash out' }));
    expect(await screen.findByRole('heading', { name: 'Cash out', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
  });

  it('follows an http(s) redirect and refuses a javascript: one', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(
        cashierRoutes.payments,
        () =>
          HttpResponse.json({
            status: 'user_redirected',
            paymentId: 'p2',
            redirectUrl: 'javascript:alert(1)',
          }),
        { once: true },
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json({
          status: 'user_redirected',
          paymentId: 'p3',
          redirectUrl: 'https://psp.example/pay/p3',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await screen.findByLabelText(/^Amount/);
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(new URL('https://psp.example/pay/p3'));
    });
  });
});

describe('Cashier payment attempts', () => {
  it('retries a payment whose answer was lost with the same idempotency key, and a new payment with a new one', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    server.use(
      http.post(cashierRoutes.payments, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json({ status: 'notify', paymentId: `p${calls}`, message: 'Done' });
      }),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/couldn't reach the payment service/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Done').closest('[tabindex="-1"]')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await waitFor(() => {
      expect(keys).toHaveLength(3);
    });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('Cashier currency', () => {
  it('switches the currency and lists the methods offered in it', async () => {
    const { user } = renderWithProviders(<Cashier />);
    await screen.findByRole('radio', { name: /Credit or debit card/ });
    await user.selectOptions(await screen.findByLabelText('Currency'), 'BTC');
    expect(await screen.findByRole('radio', { name: /^Bitcoin/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Credit or debit card/ })).not.toBeInTheDocument();
  });

  it("starts in the player's default currency when the config does not offer the current one", async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.currencies = ['USD', 'BTC'];
        catalog.defaultCurrency = 'USD';
        catalog.methods = catalog.methods.flatMap(
          ({ limits: { EUR: _eur, ...limits }, ...method }) =>
            Object.keys(limits).length > 0 ? [{ ...method, limits }] : [],
        );
      }),
    );
    renderWithProviders(<Cashier />); // starts in EUR, which this player is not offered
    await waitFor(() => {
      expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    });
    expect(
      await screen.findByRole('radio', { name: /^Ethereum with MetaMask/ }),
    ).toBeInTheDocument();
  });
});
