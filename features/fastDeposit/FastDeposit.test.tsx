// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  catalogWith,
  recordJsonBodies,
  useFreshBackend,
  withAmountOnlyHipay,
} from '@mocks/testing';
import { createGate } from '@testing/gate';
import { renderWithProviders } from '@testing/render';
import { standalone } from '@testing/secrets';
import { cashierRoutes } from '@contract/paths';
import { fastDepositClosed, paymentFormRendered } from '@features/payments/model/events';
import { currencyChanged, paymentsSlice } from '@features/payments/state/paymentsSlice';
import { FastDeposit } from './FastDeposit';
import { recordActions } from '@testing/recordActions';

/** Renders the modal with a store that records every action; `onClose` is a spy. */
function renderFastDeposit({ currency }: { currency?: string } = {}) {
  const { actions, middleware: recorder } = recordActions();
  const onClose = vi.fn();
  const preloadedState = currency
    ? { payments: paymentsSlice.reducer(undefined, currencyChanged(currency)) }
    : undefined;
  const view = renderWithProviders(<FastDeposit onClose={onClose} />, {
    lazyPart: true,
    middleware: [recorder],
    ...(preloadedState ? { preloadedState } : {}),
  });
  const closedWith = () =>
    actions.filter(fastDepositClosed.match).map((action) => action.payload.reason);
  return { ...view, actions, onClose, closedWith };
}

/** Every POST /payments the modal sends, with its body. */
function recordSubmits() {
  return recordJsonBodies(
    (request) => request.method === 'POST' && request.url.endsWith(cashierRoutes.payments),
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Fast deposit' });

async function findForm() {
  return within(await screen.findByRole('dialog', { name: 'Fast deposit' })).findByLabelText(
    /^Amount/,
  );
}

beforeEach(() => {
  useFreshBackend();
});

describe('FastDeposit', () => {
  it('tells the host it closed when it goes away by a route change (Back, setRoute), once', async () => {
    const { unmount, closedWith, onClose } = renderFastDeposit();
    await findForm();
    unmount();
    await act(async () => {
      await Promise.resolve();
    });
    expect(closedWith()).toEqual(['dismissed']);
    expect(onClose).not.toHaveBeenCalled(); // the route has already changed
  });

  it("shows a skeleton, then the player's last used method and masked saved card", async () => {
    renderFastDeposit();
    expect(screen.getByRole('status', { name: '' })).toHaveAttribute('aria-busy', 'true');
    await findForm();
    const modal = within(dialog());
    expect(modal.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(modal.getByText('Credit or debit card')).toBeInTheDocument();
    expect(modal.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(modal.queryByLabelText('Expiry date')).not.toBeInTheDocument();
  });

  it('says before the player types that deposits above an amount wait for the identity check', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.verificationRequired;
        if (!player) throw new Error('No mock player verificationRequired');
        catalog.players = { ...catalog.players, default: player };
      }),
    );
    const { user, closedWith } = renderFastDeposit();
    await findForm();
    const notice = within(dialog()).getByRole('status', { name: '' });
    expect(notice).toHaveTextContent('Verify your identity');
    expect(notice).toHaveTextContent(
      'Deposits above €2,000.00 need a verified identity; smaller deposits can go ahead below.',
    );
    // The check is done in the cashier, where its upload and link are.
    await user.click(within(notice).getByRole('button', { name: 'Open the cashier' }));
    expect(closedWith()).toEqual(['dismissed']);
  });

  it('sets the amount from a preset', async () => {
    const { user } = renderFastDeposit();
    const amount = await findForm();
    const presets = within(screen.getByRole('group', { name: 'Suggested amounts' }));
    await user.click(presets.getByRole('button', { name: '€50.00' }));
    expect(amount).toHaveValue('50.00');
    expect(presets.getByRole('button', { name: '€50.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Deposit €51\.25/ })).toBeInTheDocument();
  });

  it('reports its form as rendered (spi-render-form) once, with field names only', async () => {
    const { actions } = renderFastDeposit();
    await findForm();
    const rendered = actions.filter(paymentFormRendered.match).map((action) => action.payload);
    expect(rendered).toEqual([
      {
        action: 'deposit',
        methodId: 'card',
        currency: 'EUR',
        fieldNames: expect.arrayContaining(['amount']) as unknown,
      },
    ]);
  });

  it('asks a saved American Express for the 4 digits on its front, as the server names the brand', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        card?.savedProfiles?.push({ id: 'card-amex-0005', label: 'Amex •••• 0005', brand: 'AMEX' });
        catalog.lastUsedDeposit = { methodId: 'card', savedProfileId: 'card-amex-0005' };
      }),
    );
    const submits = recordSubmits();
    const { user } = renderFastDeposit();
    await user.type(await findForm(), '40');
    const cid = screen.getByLabelText(/^Security code/);
    expect(cid).toHaveAttribute('maxlength', '4');
    expect(cid).toHaveAccessibleDescription(/^The 4 digits on the front of your card/);
    await user.type(cid, '123');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await within(dialog()).findByText('Enter the 4-digit security code.'),
    ).toBeInTheDocument();
    expect(submits).toEqual([]);
    await user.type(cid, '4');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('Your card payment of 40.00 EUR was successful.'),
    ).toBeInTheDocument();
    expect(submits).toEqual([expect.objectContaining({ savedProfileId: 'card-amex-0005' })]);
  });

  it('suggests round amounts within the limits when the server gives no presets', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        if (card) delete card.presets;
      }),
    );
    renderFastDeposit();
    await findForm();
    const presets = within(screen.getByRole('group', { name: 'Suggested amounts' }));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '€10.00',
      '€20.00',
      '€50.00',
      '€100.00',
    ]);
  });

  it('asks for the security code of a saved card, validates it, and keeps it out of the store', async () => {
    const submits = recordSubmits();
    const { user, actions, store } = renderFastDeposit();
    await user.type(await findForm(), '25');
    const cvv = screen.getByLabelText(/^Security code/);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(cvv, '12');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Enter the 3-digit security code.')).toBeInTheDocument();
    expect(submits).toHaveLength(0);

    await user.type(cvv, '7');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText('Your card payment of 25.00 EUR was successful.');
    expect(submits).toEqual([
      {
        action: 'deposit',
        methodId: 'card',
        currency: 'EUR',
        amount: '25.00',
        fieldsVersion: 'card-2024-06',
        savedProfileId: 'card-visa-4242',
        fields: { cvv: '127' },
        // Where a provider would send the player back: the page the cashier is on.
        returnUrl: window.location.href,
      },
    ]);
    expect(JSON.stringify(actions)).not.toMatch(standalone('127'));
    expect(JSON.stringify(store.getState())).not.toMatch(standalone('127'));
  });

  it('asks no security code when the last used method needs none', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.lastUsedDeposit = { methodId: 'hipay', savedProfileId: null };
        // Without its wallet (that one step is in wallet/WalletPayment.test.tsx).
        withAmountOnlyHipay(catalog);
      }),
    );
    const submits = recordSubmits();
    const { user } = renderFastDeposit({ currency: 'USD' });
    await findForm();
    expect(within(dialog()).getByText('Apple Pay')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Security code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$25.00' }));
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/payment of 25.00 USD was accepted/)).toBeInTheDocument();
    expect(submits).toEqual([expect.objectContaining({ methodId: 'hipay', fields: {} })]);
    expect(submits[0]).not.toHaveProperty('savedProfileId');
  });

  it('sends one payment for a double click and a repeated Enter', async () => {
    const answer = createGate();
    server.use(
      http.post(cashierRoutes.payments, async () => {
        await answer.passed;
        return HttpResponse.json({ status: 'notify', paymentId: 'pay_1', message: 'Paid.' });
      }),
    );
    const submits = recordSubmits();
    const { user } = renderFastDeposit();
    await user.type(await findForm(), '30');
    const cvv = screen.getByLabelText(/^Security code/);
    await user.type(cvv, '123');
    await user.dblClick(screen.getByRole('button', { name: /^Deposit/ }));
    await user.type(cvv, '{Enter}{Enter}');
    answer.open();
    expect(await screen.findByText('Paid.')).toBeInTheDocument();
    expect(submits).toHaveLength(1);
  });

  it('completes a deposit: the result, then Done closes with reason "completed"', async () => {
    const { user, onClose, closedWith } = renderFastDeposit();
    await user.click(
      within(await screen.findByRole('group')).getByRole('button', { name: '€100.00' }),
    );
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('Your card payment of 100.00 EUR was successful.'),
    ).toBeInTheDocument();
    expect(closedWith()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(closedWith()).toEqual(['completed']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('completed');
  });

  it('closes with "completed" by Escape once the deposit went through', async () => {
    const { user, closedWith } = renderFastDeposit();
    await user.type(await findForm(), '40');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText('Your card payment of 40.00 EUR was successful.');
    await user.keyboard('{Escape}');
    expect(closedWith()).toEqual(['completed']);
  });

  it("leaves Escape in the provider's 3-D Secure dialog to that dialog", async () => {
    const { user, closedWith } = renderFastDeposit();
    await user.type(await findForm(), '23.03');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const frameDialog = await screen.findByRole('dialog', { name: 'Payment provider' });
    expect(within(frameDialog).getByTitle('Payment provider')).toHaveAttribute('sandbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Payment provider' })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(closedWith()).toEqual([]);
    // The back end took the payment on (it has a payment id): closing now reports it completed.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closedWith()).toEqual(['completed']);
  });

  it('explains a refused deposit with its next step and stays open', async () => {
    const { user, closedWith, onClose } = renderFastDeposit();
    await user.type(await findForm(), '21.04');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    // The cashier's words; the back end's own ("The payment was declined.") only as a detail.
    expect(
      await screen.findByText(
        'The payment was declined. Check your details or use another card or method.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment was declined.').tagName).toBe('BDI');
    expect(screen.getByText("Your deposit didn't go through")).toBeInTheDocument();
    expect(closedWith()).toEqual([]);
    // "Choose another method" leads to the full cashier.
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(closedWith()).toEqual(['dismissed']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
  });

  it('says so and offers the cashier when the player has no last used method', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        delete catalog.lastUsedDeposit;
      }),
    );
    const { user, onClose, closedWith } = renderFastDeposit();
    expect(await screen.findByText('No recent payment method')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the cashier' }));
    expect(closedWith()).toEqual(['dismissed']);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers no one-step deposit during a cool-off, and says until when', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.coolingOff;
        if (player) catalog.players = { ...catalog.players, default: player };
      }),
    );
    renderFastDeposit();
    const notice = await screen.findByRole('status', {
      name: "You're taking a break from deposits",
    });
    expect(notice).toHaveTextContent(/Your cool-off lasts until .+\. Deposits are paused/);
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it('offers no one-step deposit while a deposit limit is used up, and says when it resets', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.limitUsedUp;
        if (player) catalog.players = { ...catalog.players, default: player };
      }),
    );
    renderFastDeposit();
    const notice = await screen.findByRole('status', {
      name: 'Your daily deposit limit is used up',
    });
    expect(notice).toHaveTextContent(/You can deposit again when it resets at .+ on .+\./);
    expect(notice).toHaveTextContent(/You can deposit €200\.00 more this week/);
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it('sends the player to the cashier when the last used method needs more than one step', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.lastUsedDeposit = { methodId: 'skrill', savedProfileId: null };
      }),
    );
    renderFastDeposit();
    expect(await screen.findByText('This method needs more details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the cashier' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the methods fail to load', async () => {
    server.use(
      http.get(
        cashierRoutes.methods,
        () => HttpResponse.json({ error: { type: 'unknown_error' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderFastDeposit();
    expect(await screen.findByText("We couldn't load the payment methods")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findForm()).toBeInTheDocument();
  });

  it.each([
    [
      'Escape',
      async (user: ReturnType<typeof renderFastDeposit>['user']) => {
        await user.keyboard('{Escape}');
      },
    ],
    [
      'the close button',
      async (user: ReturnType<typeof renderFastDeposit>['user']) => {
        await user.click(screen.getByRole('button', { name: 'Close' }));
      },
    ],
    [
      'a click on the backdrop',
      async () => {
        // The dialog element itself is the target, outside its box (jsdom boxes are empty).
        await act(async () => {
          fireEvent.click(dialog(), { clientX: 900, clientY: 900 });
          await Promise.resolve();
        });
      },
    ],
  ])('closes with reason "dismissed" by %s', async (_how, closeBy) => {
    const { user, onClose, closedWith } = renderFastDeposit();
    await user.click(await findForm());
    await closeBy(user);
    expect(closedWith()).toEqual(['dismissed']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
  });

  it('does not close on a click inside the dialog', async () => {
    const { user, closedWith } = renderFastDeposit();
    await findForm();
    await user.click(screen.getByText('Visa •••• 4242'));
    fireEvent.click(dialog(), { clientX: 0, clientY: 0 });
    expect(closedWith()).toEqual([]);
  });
});
