// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { historyPaths, IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { transactionsPageSchema } from '@contract/history';
import {
  errorBodySchema,
  paymentStatusSchema,
  submitResponseSchema,
} from '@contract/payments/payment';
import { createLivePayments } from './backend/live';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, catalogWith, jsonInit, useFreshBackend } from './testing';

const paymentsUrl = apiUrl(cashierPaths.payments);

const cardFields = {
  card_number: '4111 1111 1111 1111',
  card_holder: 'JANE DOE',
  card_expiry: '12/30',
  cvv: '123',
};

const cardPayment = (overrides: Record<string, unknown> = {}) => ({
  action: 'deposit',
  methodId: 'card',
  currency: 'EUR',
  amount: '50.00',
  fieldsVersion: 'card-2024-06',
  fields: cardFields,
  ...overrides,
});

const paymentIdOf = (answer: object): unknown =>
  'paymentId' in answer ? answer.paymentId : undefined;

let keyCount = 0;

/** POSTs a payment with a fresh Idempotency-Key unless one is given. */
function submit(body: unknown, key = `test-key-${(keyCount += 1)}`) {
  return call(paymentsUrl, jsonInit(body, { [IDEMPOTENCY_HEADER]: key }));
}

async function expectParamsError(body: unknown, fields: string[]) {
  const answer = await submit(body);
  expect(answer.status).toBe(400);
  const { error } = errorBodySchema.parse(answer.body);
  expect(error.type).toBe('params_error');
  expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
  return error;
}

beforeEach(() => {
  useFreshBackend();
});

describe('POST /payments', () => {
  it("answers the method's result with the amount, currency and a new payment id", async () => {
    const first = await submit(cardPayment());
    const second = await submit(cardPayment({ currency: 'USD', amount: '20' }));
    expect(first.status).toBe(200);
    const answer = submitResponseSchema.parse(first.body);
    expect(answer).toMatchObject({
      status: 'notify',
      severity: 'success',
      message: 'Your card payment of 50.00 EUR was successful.',
    });
    const other = submitResponseSchema.parse(second.body);
    expect(other).toMatchObject({ message: 'Your card payment of 20 USD was successful.' });
    expect(paymentIdOf(other)).toMatch(/^pay_/);
    expect(paymentIdOf(other)).not.toBe(paymentIdOf(answer));
  });

  it('accepts amounts exactly at the limits, however many decimals they have', async () => {
    for (const amount of ['10', '10.00', '5000', '5000.000000000000000000']) {
      const answer = await submit(cardPayment({ amount }));
      expect(answer.status, amount).toBe(200);
    }
  });

  it.each([['9.999999999999999999'], ['5000.000000000000000001'], ['0'], ['100000']])(
    'answers 400 params_error on the amount field for %s EUR',
    async (amount) => {
      const error = await expectParamsError(cardPayment({ amount }), ['amount']);
      expect(error.fields?.amount).toMatch(/between 10\.00 and 5000\.00 EUR|greater than 0/);
    },
  );

  it("answers 400 params_error on the amount field for an amount finer than its currency's scale", async () => {
    const error = await expectParamsError(cardPayment({ amount: '50.001' }), ['amount']);
    expect(error.fields?.amount).toBe('Enter an amount with at most 2 decimals in EUR.');
  });

  it('answers 400 params_error for a method not offered for the action or currency', async () => {
    await expectParamsError(cardPayment({ methodId: 'nope' }), ['methodId']);
    await expectParamsError(cardPayment({ currency: 'BTC' }), ['methodId']);
    await expectParamsError(cardPayment({ methodId: 'paysafecard', action: 'cashout' }), [
      'methodId',
    ]);
  });

  it('answers 400 params_error naming every missing required field', async () => {
    const fields = { card_number: '4111 1111 1111 1111', card_holder: '   ', cvv: '' };
    await expectParamsError(cardPayment({ fields }), ['card_holder', 'card_expiry', 'cvv']);
  });

  it('refuses a card of a brand the method does not accept, naming the brand', async () => {
    const fields = { ...cardFields, card_number: '3782 822463 10005', cvv: '1234' };
    const error = await expectParamsError(cardPayment({ fields }), ['card_number']);
    expect(error.fields?.card_number).toBe("This method doesn't accept American Express.");
  });

  it('checks the length limits of text fields', async () => {
    const bank = {
      action: 'cashout',
      methodId: 'bank_transfer',
      currency: 'EUR',
      amount: '100.00',
      fieldsVersion: 'bank-transfer-2024-01',
      fields: { account_holder: 'Jane Doe', iban: 'DE89 3704' },
    };
    const error = await expectParamsError(bank, ['iban']);
    expect(error.fields?.iban).toBe('Enter at least 15 characters.');
    const valid = { ...bank, fields: { ...bank.fields, iban: 'DE89 3704 0044 0532 0130 00' } };
    expect((await submit(valid)).status).toBe(200);
  });

  it('checks a field pattern against the whole value', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const cvv = catalog.methods[0]?.fields.find((field) => field.name === 'cvv');
        if (cvv) cvv.pattern = '\\d{3,4}';
      }),
    );
    await expectParamsError(cardPayment({ fields: { ...cardFields, cvv: '12345' } }), ['cvv']);
    expect((await submit(cardPayment())).status).toBe(200);
  });

  it('answers 400 params_error for a body that fails the request schema, without echoing values', async () => {
    const body = cardPayment({ amount: 'ten', fields: { ...cardFields, card_number: 4111 } });
    const error = await expectParamsError(body, ['amount', 'card_number']);
    expect(JSON.stringify(error)).not.toContain('4111');
  });

  it('answers 400 params_error for a body that is not JSON', async () => {
    const answer = await call(paymentsUrl, { method: 'POST', body: 'amount=10' });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.type).toBe('params_error');
  });

  it('answers outdated_method_fields with the current version when fieldsVersion differs', async () => {
    const answer = await submit(cardPayment({ fieldsVersion: 'card-2019-01', fields: {} }));
    expect(answer.status).toBe(200);
    expect(submitResponseSchema.parse(answer.body)).toEqual({
      status: 'outdated_method_fields',
      fieldsVersion: 'card-2024-06',
    });
  });

  it('accepts a saved profile instead of the card details, but not a deleted one', async () => {
    const withProfile = cardPayment({ savedProfileId: 'card-visa-4242', fields: { cvv: '123' } });
    expect((await submit(withProfile)).status).toBe(200);
    await call(apiUrl(cashierPaths.savedProfile('card-visa-4242')), { method: 'DELETE' });
    await expectParamsError(withProfile, [
      'savedProfileId',
      'card_number',
      'card_holder',
      'card_expiry',
    ]);
  });
});

describe('POST /payments idempotency', () => {
  it('returns the first answer again for a repeated Idempotency-Key', async () => {
    const first = await submit(cardPayment(), 'attempt-1');
    const again = await submit(cardPayment(), 'attempt-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await submit(cardPayment(), 'attempt-2');
    expect(other.body).not.toEqual(first.body);
  });

  it('replays a scripted error for a repeated key', async () => {
    const declined = cardPayment({ fields: { ...cardFields, card_holder: 'DECLINE' } });
    expect((await submit(declined, 'attempt-3')).status).toBe(402);
    expect((await submit(declined, 'attempt-3')).status).toBe(402);
  });

  it('refuses a key reused for a different payment with 422', async () => {
    await submit(cardPayment(), 'attempt-4');
    const answer = await submit(cardPayment({ amount: '60.00' }), 'attempt-4');
    expect(answer.status).toBe(422);
    expect(errorBodySchema.parse(answer.body).error.message).toContain(IDEMPOTENCY_HEADER);
  });
});

describe('POST /payments scenarios', () => {
  const holder = (card_holder: string) => cardPayment({ fields: { ...cardFields, card_holder } });

  it('declines a card held by DECLINE with 402 PAYMENT_PROCESSING_ERROR, in any case', async () => {
    for (const name of ['DECLINE', ' decline ']) {
      const answer = await submit(holder(name));
      expect(answer.status).toBe(402);
      expect(errorBodySchema.parse(answer.body).error).toMatchObject({
        type: 'request_error',
        status: 'PAYMENT_PROCESSING_ERROR',
      });
    }
  });

  it('asks a card holder named VERIFY to verify their identity', async () => {
    const answer = await submit(holder('VERIFY'));
    expect(answer.status).toBe(403);
    expect(errorBodySchema.parse(answer.body).error.type).toBe('verification_required');
  });

  it('answers MALFORMED with a 200 body that fails the submit response schema', async () => {
    const answer = await submit(holder('MALFORMED'));
    expect(answer.status).toBe(200);
    expect(submitResponseSchema.safeParse(answer.body).success).toBe(false);
  });

  it('answers 503 for the amount 13.13 however it is written', async () => {
    for (const amount of ['13.13', '13.130']) {
      const answer = await submit(cardPayment({ amount }));
      expect(answer.status).toBe(503);
      expect(errorBodySchema.parse(answer.body).error.type).toBe('unknown_error');
    }
  });

  it('answers status unknown with a payment id for the amount 77.77', async () => {
    const answer = submitResponseSchema.parse(
      (await submit(cardPayment({ amount: '77.77' }))).body,
    );
    expect(answer.status).toBe('unknown');
    expect(answer).toHaveProperty('paymentId');
  });

  it('applies a scenario limited to a method and action only there', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.scenarios = [
          {
            when: { field: 'amount', equals: '25', methodId: 'skrill', action: 'cashout' },
            respond: { result: { status: 'user_redirected', redirectUrl: '/return?sum={amount}' } },
          },
        ];
      }),
    );
    const skrill = (action: string) =>
      submit({
        action,
        methodId: 'skrill',
        currency: 'EUR',
        amount: '25.00',
        fieldsVersion: 'skrill-2024-03',
        fields: { skrill_email: 'jane@example.com' },
      });
    expect(submitResponseSchema.parse((await skrill('cashout')).body)).toMatchObject({
      status: 'user_redirected',
      redirectUrl: '/return?sum=25.00',
    });
    expect(submitResponseSchema.parse((await skrill('deposit')).body).status).toBe('notify');
    expect((await submit(cardPayment({ amount: '25' }))).status).toBe(200);
  });
});

describe('GET /payments/{paymentId} and the redirect round trip', () => {
  const redirected = () =>
    submit(cardPayment({ amount: '23.02', returnUrl: 'https://casino.test/cashier?lang=de' }));

  it('sends the provider the payment and the return URL, and answers where the payment stands', async () => {
    const answer = submitResponseSchema.parse((await redirected()).body);
    expect(answer.status).toBe('user_redirected');
    if (answer.status !== 'user_redirected') return;
    const provider = new URL(answer.redirectUrl);
    expect(provider.pathname).toBe('/mock-provider/redirect.html');
    expect(provider.searchParams.get('payment')).toBe(answer.paymentId);
    expect(provider.searchParams.get('return')).toBe('https://casino.test/cashier?lang=de');

    const status = await call(apiUrl(cashierPaths.payment(answer.paymentId)));
    expect(status.status).toBe(200);
    expect(paymentStatusSchema.parse(status.body)).toEqual({
      paymentId: answer.paymentId,
      status: 'pending',
      action: 'deposit',
      methodId: 'card',
      amount: '23.02',
      currency: 'EUR',
    });
  });

  it('answers 404 for a payment it does not know, or one of the starting history rows', async () => {
    const unknown = await call(apiUrl(cashierPaths.payment('pay_nope')));
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).error.type).toBe('request_error');
    const historyRow = defaultCatalog.history?.[0]?.id ?? 'none';
    expect((await call(apiUrl(cashierPaths.payment(historyRow)))).status).toBe(404);
  });

  it('refuses a return URL that is not http(s)', async () => {
    await expectParamsError(cardPayment({ returnUrl: 'javascript:alert(1)' }), ['returnUrl']);
  });
});

describe('a provider page that refuses to be framed', () => {
  it.each([
    ['the amount 23.07', cardPayment({ amount: '23.07' })],
    ['the card holder NOFRAME', cardPayment({ fields: { ...cardFields, card_holder: 'NOFRAME' } })],
  ])('is the iframe_opened answer to %s', async (_trigger, payment) => {
    const answer = submitResponseSchema.parse((await submit(payment)).body);
    expect(answer.status).toBe('iframe_opened');
    if (answer.status !== 'iframe_opened') return;
    expect(new URL(answer.iframeUrl).pathname).toBe('/mock-provider/no-frame.html');
  });

  it('leaves its payment pending until the provider settles it, as a redirected one', async () => {
    const live = createLivePayments({ settleAfterMs: 3_600_000 });
    server.use(...createHandlers(defaultCatalog, { live }));
    const answer = submitResponseSchema.parse(
      (await submit(cardPayment({ amount: '23.07' }))).body,
    );
    const paymentId = String(paymentIdOf(answer));
    const statusOf = async () =>
      paymentStatusSchema.parse((await call(apiUrl(cashierPaths.payment(paymentId)))).body).status;
    expect(await statusOf()).toBe('pending');
    expect(live.settle(paymentId)).toBe(true);
    expect(await statusOf()).toBe('success');
  });
});

describe('POST /payments with profile fields', () => {
  const profilePayment = {
    action: 'deposit',
    methodId: 'zotapay',
    currency: 'USD',
    amount: '50.00',
    fieldsVersion: 'zotapay-2025-01',
    fields: {},
  };
  const profile = { first_name: 'Jane', last_name: 'Doe', gender: 'f', birth_date: '1990-04-02' };

  it('counts the profile fields the player saved first (the payment does not carry them)', async () => {
    await expectParamsError(profilePayment, Object.keys(profile));
    const saved = await call(
      apiUrl(cashierPaths.playerFields),
      jsonInit({ fields: profile }, {}, 'PATCH'),
    );
    expect(saved.status).toBe(200);
    const answer = await submit(profilePayment);
    expect(answer.status).toBe(200);
    expect(submitResponseSchema.parse(answer.body).status).not.toBe('outdated_method_fields');
  });
});

describe('a pending crypto deposit', () => {
  const bitcoinDeposit = {
    action: 'deposit',
    methodId: 'bitcoin',
    currency: 'BTC',
    amount: '0.01250000',
    fieldsVersion: 'bitcoin-deposit-2024-02',
    fields: {},
  };
  const instructions = {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    network: 'Bitcoin',
    amount: '0.01250000',
    currency: 'BTC',
  };

  it('carries where to send what in the answer, GET /payments and the history until it settles', async () => {
    const live = createLivePayments({ settleAfterMs: 3_600_000 });
    server.use(...createHandlers(defaultCatalog, { live }));
    const answer = submitResponseSchema.parse((await submit(bitcoinDeposit)).body);
    expect(answer).toMatchObject({ status: 'notify', depositInstructions: instructions });
    const paymentId = String(paymentIdOf(answer));
    const statusOf = async () =>
      paymentStatusSchema.parse((await call(apiUrl(cashierPaths.payment(paymentId)))).body);
    const historyRow = async () => {
      const page = transactionsPageSchema.parse(
        (await call(apiUrl(historyPaths.transactions))).body,
      );
      return page.items.find((row) => row.id === paymentId);
    };
    expect(await statusOf()).toMatchObject({
      status: 'pending',
      depositInstructions: instructions,
    });
    expect(await historyRow()).toMatchObject({
      status: 'pending',
      depositInstructions: instructions,
    });

    expect(live.settle(paymentId, 'success')).toBe(true);
    const settled = await statusOf();
    expect(settled.status).toBe('success');
    expect(settled.depositInstructions).toBeUndefined();
    expect((await historyRow())?.depositInstructions).toBeUndefined();
  });

  it('gives no instructions to a payment that is not a pending crypto deposit', async () => {
    const answer = submitResponseSchema.parse((await submit(cardPayment())).body);
    expect(answer).not.toHaveProperty('depositInstructions');
  });
});
