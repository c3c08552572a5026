import { act, screen, waitFor, within } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, onRequest, useFreshBackend } from '@mocks/testing';
import { IDEMPOTENCY_HEADER, cashierRoutes } from '@contract/paths';
import { resetCache } from '@features/payments/api/paymentsApi';
import { PROVIDER_RESULT_MESSAGE } from '@features/checkout/ProviderFrameDialog';
import { paymentStatusUpdated } from '@features/payments/model/events';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** The receipt under a result. */
const receiptOf = () => screen.getByRole('region', { name: 'Receipt' });

/** A back end whose card form also asks for the player's first name (a profile field). */
function useCardAskingFirstName() {
  useFreshBackend(
    catalogWith((catalog) => {
      const card = catalog.methods.find((method) => method.id === 'card');
      card?.fields.push({
        name: 'first_name',
        type: 'text',
        label: 'First name',
        required: true,
        profileField: true,
      });
    }),
  );
}

describe('payment flows', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it('pays with a saved card asking only for the security code', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(cashierRoutes.payments, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ status: 'notify', paymentId: 'p1', message: 'Paid with saved card' });
      }),
    );
    const { user } = await openCardForm();
    await user.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Expiry date')).not.toBeInTheDocument();
    await fillValidCard(user, { savedCard: true });
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Paid with saved card')).toBeInTheDocument();
    expect(body).toMatchObject({ savedProfileId: 'card-visa-4242', fields: { cvv: '123' } });
    expect(body.fields).not.toHaveProperty('card_number');
  });

  it('says the amount, fee and total after the payment as the button said them', async () => {
    const { user } = await openCardForm();
    await fillValidCard(user); // €50 with the card's 2.5 % fee
    const button = screen.getByRole('button', { name: 'Deposit €51.25' });
    await user.click(button);
    await screen.findByText('Amount', { selector: 'dt' });
    const rows = within(receiptOf())
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(rows.slice(0, 3)).toEqual(['Amount: €50.00', 'Fee: €1.25', 'Total paid: €51.25']);
    expect(rows.slice(3, 5)).toEqual([
      'Method: Credit or debit card',
      expect.stringMatching(/^Reference: pay_/),
    ]);
    expect(rows[5]).toMatch(/^Time: .+/);
  });

  it('says "No fee" and the total paid after a payment that had no fee', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        if (card) card.commission = { type: 'none' };
      }),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await screen.findByText('Amount', { selector: 'dt' });
    const receipt = within(receiptOf());
    expect(
      receipt
        .getAllByRole('term')
        .map((term) => term.textContent)
        .slice(0, 3),
    ).toEqual(['Amount', 'Fee', 'Total paid']);
    expect(
      receipt
        .getAllByRole('definition')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['€50.00', 'No fee', '€50.00']);
  });

  it('holds the action, currency and method choices while a payment is on its way', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(cashierRoutes.payments, async () => {
        await answered; // then the back end's own handler answers
      }),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const choices = () => [
      screen.getByRole('radio', { name: 'Cash out' }),
      screen.getByRole('combobox', { name: 'Currency' }),
      screen.getByRole('radio', { name: /Skrill/ }),
      screen.getByRole('radio', { name: /Credit or debit card/ }),
    ];
    await waitFor(() => {
      for (const choice of choices()) expect(choice).toBeDisabled();
    });
    // Switching now would drop the form before its answer (a redirect, a 3-D Secure dialog) came.
    await user.click(screen.getByRole('radio', { name: 'Cash out' }));
    expect(screen.getByRole('heading', { name: 'Deposit', level: 1 })).toBeInTheDocument();
    answer();
    await waitFor(() => {
      for (const choice of choices()) expect(choice).toBeEnabled();
    });
  });

  it('deletes a saved card only after confirmation', async () => {
    const { user } = await openCardForm();
    await user.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove saved payment details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(sentence('Visa •••• 4242 was removed.'))).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('radio', { name: 'Visa •••• 4242' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 5454' })).toBeInTheDocument();
  });

  it.each([
    ['success', 'success', 'Payment complete'],
    ['failure', 'failed', 'Payment not completed'],
    // The page's word is a hint: the back end's answer is what the player is told.
    ['success', 'failed', 'Payment not completed'],
    ['failure', 'success', 'Payment complete'],
  ] as const)(
    'opens the provider page in a sandboxed dialog that closes when it posts %s, then says what the back end answers (%s)',
    async (posted, settled, title) => {
      const asked: string[] = [];
      server.use(
        http.post(cashierRoutes.payments, () =>
          json({
            status: 'iframe_opened',
            paymentId: 'p3ds',
            iframeUrl: 'https://acs.example/3ds?id=p3ds',
          }),
        ),
        http.get(cashierRoutes.payment, ({ params }) => {
          asked.push(String(params.paymentId));
          return json({
            paymentId: 'p3ds',
            status: settled,
            action: 'deposit',
            methodId: 'card',
            amount: '50.00',
            currency: 'EUR',
          });
        }),
      );
      const { user } = await openCardForm();
      await fillValidCard(user);
      await user.click(screen.getByRole('button', { name: /^Deposit/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Payment provider' });
      const frame = within(dialog).getByTitle('Payment provider');
      expect(frame).toHaveAttribute(
        'sandbox',
        'allow-forms allow-scripts allow-same-origin allow-popups',
      );
      expect(frame).toHaveAttribute('src', 'https://acs.example/3ds?id=p3ds');

      // A message from another origin is ignored.
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://evil.example',
            data: { type: PROVIDER_RESULT_MESSAGE, status: 'success' },
          }),
        );
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://acs.example',
            source: (frame as HTMLIFrameElement).contentWindow,
            data: { type: PROVIDER_RESULT_MESSAGE, status: posted },
          }),
        );
      });
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(asked).toContain('p3ds');
      expect(within(receiptOf()).getByText('p3ds')).toBeInTheDocument();
    },
  );

  it('says "not completed; nothing was charged" when the player closes the provider dialog', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({ status: 'iframe_opened', paymentId: 'p', iframeUrl: 'https://acs.example/x' }),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the payment window' }));
    expect(await screen.findByText('Not completed; nothing was charged')).toBeInTheDocument();
    expect(screen.queryByText("We've received your request")).not.toBeInTheDocument();
    expect(within(receiptOf()).getByText('Total (not charged)')).toBeInTheDocument();
  });

  it('shows the final status instead once the live updates know it', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({ status: 'iframe_opened', paymentId: 'p', iframeUrl: 'https://acs.example/x' }),
      ),
    );
    const { user, store } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the payment window' }));
    await screen.findByText('Not completed; nothing was charged');
    act(() => {
      store.dispatch(
        paymentStatusUpdated({
          paymentId: 'p',
          status: 'success',
          action: 'deposit',
          methodId: 'card',
          amount: '50.00',
          currency: 'EUR',
        }),
      );
    });
    expect(await screen.findByText('Deposit confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Not completed; nothing was charged')).not.toBeInTheDocument();
    expect(within(receiptOf()).getByText('Total paid')).toBeInTheDocument();
  });

  it('reloads changed fields after outdated_method_fields, keeping what still applies', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        if (!card) throw new Error('no card method');
        catalog.scenarios = [];
        card.fieldsVersion = 'card-v2';
        card.fields = card.fields
          .filter((field) => field.name !== 'card_holder')
          .concat({ name: 'email', type: 'email', label: 'Receipt email', required: true });
      }),
    );
    // The first form the player sees is the old version.
    server.use(
      http.get(
        cashierRoutes.methodFields,
        () =>
          json({
            methodId: 'card',
            fieldsVersion: 'card-v1',
            fields: [
              { name: 'amount', type: 'amount', label: 'Amount', required: true },
              {
                name: 'card_number',
                type: 'credit_card_number',
                label: 'Card number',
                required: true,
              },
              { name: 'card_holder', type: 'card_holder', label: 'Name on card', required: true },
              {
                name: 'card_expiry',
                type: 'card_expiry_date',
                label: 'Expiry date',
                required: true,
              },
              { name: 'cvv', type: 'cvv', label: 'Security code', required: true },
            ],
          }),
        { once: true },
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('This form has changed')).toBeInTheDocument();
    expect(
      await screen.findByText(sentence('Now also needed: Receipt email.')),
    ).toBeInTheDocument();
    expect(screen.getByText(sentence('No longer needed: Name on card.'))).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
  });

  it('resubmits after outdated_method_fields as a new payment (new idempotency key), even unchanged', async () => {
    const catalog = catalogWith((edited) => {
      const card = edited.methods.find((method) => method.id === 'card');
      if (!card) throw new Error('no card method');
      edited.scenarios = [];
      card.fieldsVersion = 'card-v2'; // the same fields, a new version
    });
    useFreshBackend(catalog);
    const fields = catalog.methods.find((method) => method.id === 'card')?.fields;
    // The form the player sees first is the old version.
    server.use(
      http.get(
        cashierRoutes.methodFields,
        () => json({ methodId: 'card', fieldsVersion: 'card-v1', fields }),
        { once: true },
      ),
    );
    const keys: (string | null)[] = [];
    onRequest((request) => {
      if (request.method === 'POST') keys.push(request.headers.get(IDEMPOTENCY_HEADER));
    });
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('This form has changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('Your card payment of 50.00 EUR was successful.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the form and what was typed when fetching its fields again fails', async () => {
    const { user, store } = await openCardForm();
    await user.type(screen.getByLabelText(/^Amount/), '50');
    server.use(
      http.get(cashierRoutes.methodFields, () => json({ error: { type: 'unknown_error' } }, 503)),
    );
    act(() => {
      store.dispatch(resetCache()); // as a language change does
    });
    await waitFor(() => {
      expect(store.getState().api.queries).toSatisfy((queries: object) =>
        Object.values(queries).some(
          (query: { endpointName?: string; status?: string }) =>
            query.endpointName === 'getMethodFields' && query.status === 'rejected',
        ),
      );
    });
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(screen.queryByText("We couldn't load this payment form")).not.toBeInTheDocument();
  });

  it('saves profile fields before the payment and stops when saving fails', async () => {
    useCardAskingFirstName();
    const calls: string[] = [];
    server.use(
      http.patch(cashierRoutes.playerFields, async ({ request }) => {
        calls.push(`PATCH ${JSON.stringify(await request.json())}`);
        return calls.length === 1
          ? json({ error: { type: 'request_error', status: 'PATCH_PLAYER_FIELDS_ERROR' } }, 500)
          : json({ fields: { first_name: 'Ada' } });
      }),
      http.post(cashierRoutes.payments, async ({ request }) => {
        calls.push(`POST ${JSON.stringify(((await request.json()) as { fields: object }).fields)}`);
        return json({ status: 'notify', paymentId: 'p', message: 'Done' });
      }),
    );
    const { user } = await openCardForm();
    expect(screen.getByText(/needs a few more details about you/)).toBeInTheDocument();
    await fillValidCard(user);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText("We couldn't save your details. Please try again."),
    ).toBeInTheDocument();
    expect(calls).toEqual(['PATCH {"fields":{"first_name":"Ada"}}']);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(calls[1]).toBe('PATCH {"fields":{"first_name":"Ada"}}');
    expect(calls[2]).toMatch(/^POST /);
    expect(calls[2]).not.toContain('first_name');
  });

  it('shows invalid profile fields as field errors, not as a failed save', async () => {
    useCardAskingFirstName();
    server.use(
      http.patch(cashierRoutes.playerFields, () =>
        json(
          {
            error: { type: 'params_error', fields: { first_name: 'Use letters only.' } },
          },
          400,
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.type(screen.getByLabelText('First name'), 'Ada1');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Use letters only.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText("We couldn't save your details. Please try again."),
    ).not.toBeInTheDocument();
  });

  it("shows the server's messages for fields not on the form, and offers another method", async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json(
          {
            error: {
              type: 'params_error',
              fields: { savedProfileId: 'This saved payment detail is no longer available.' },
            },
          },
          400,
        ),
      ),
    );
    const { user } = await openCardForm();
    await user.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    await fillValidCard(user, { savedCard: true });
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('This saved payment detail is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review the form' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(screen.queryByLabelText(/^Security code/)).not.toBeInTheDocument();
  });

  it('offers another method after a decline and clears the choice', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json(
          { error: { type: 'request_error', status: 'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND' } },
          422,
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/No payment provider is available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(screen.getByText('Choose a payment method to continue.')).toBeInTheDocument();
  });

  it('opens the support page when only support can help (verification required)', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({ error: { type: 'verification_required' } }, 403),
      ),
    );
    const { user, store } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/needs to be verified/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(store.getState().navigation.route).toBe('support');
  });

  it('offers another method when the provider failed in an unknown way', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({ error: { type: 'request_error', status: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR' } }, 502),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/Please try another method/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
