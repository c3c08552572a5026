// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { conversionMethodsResponseSchema, methodsResponseSchema } from '@contract/payments/methods';
import { errorBodySchema } from '@contract/payments/payment';
import {
  methodFieldsResponseSchema,
  savePlayerFieldsResponseSchema,
} from '@contract/payments/fields';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, jsonInit, useFreshBackend } from './testing';

const methodsUrl = (action: string, currency: string) =>
  apiUrl(cashierPaths.methods, { action, currency });
const fieldsUrl = (methodId: string, action: string, currency: string) =>
  apiUrl(cashierPaths.methodFields(methodId), { action, currency });

async function listMethods(action: string, currency: string) {
  const { status, body } = await call(methodsUrl(action, currency));
  expect(status).toBe(200);
  return methodsResponseSchema.parse(body);
}

describe('GET /methods', () => {
  it('lists the EUR deposit methods with their EUR limits', async () => {
    const answer = await listMethods('deposit', 'EUR');
    expect(answer).toMatchObject({ action: 'deposit', currency: 'EUR' });
    expect(answer.methods.map((method) => method.id)).toEqual([
      'card',
      'skrill',
      'neteller',
      'paysafecard',
      'googlepay',
    ]);
    expect(answer.methods[0]).toMatchObject({
      provider: 'card_pay',
      brand: 'creditcard',
      type: 'cards',
      currency: 'EUR',
      limits: { min: '10.00', max: '5000.00' },
      presets: ['20.00', '50.00', '100.00', '250.00'],
      commission: { type: 'percent', percent: '2.5' },
      processingTime: { type: 'instant' },
    });
  });

  it('offers each method only for the actions and currencies it lists', async () => {
    const btcDeposit = await listMethods('deposit', 'BTC');
    expect(btcDeposit.methods.map((method) => method.id)).toEqual(['bitcoin']);
    expect(btcDeposit.methods[0]?.limits).toEqual({ min: '0.0005', max: '2' });
    const eurCashout = await listMethods('cashout', 'EUR');
    expect(eurCashout.methods.map((method) => method.id)).toEqual([
      'card',
      'skrill',
      'bank_transfer',
    ]);
  });

  it('sends no catalog-only keys', async () => {
    const { body } = await call(methodsUrl('deposit', 'USD'));
    const methods = (body as { methods: Record<string, unknown>[] }).methods;
    for (const key of ['actions', 'fields', 'fieldsVersion', 'result']) {
      expect(methods[0]).not.toHaveProperty(key);
    }
  });

  it.each([
    ['a missing action', { currency: 'EUR' }, 'action'],
    ['an unknown action', { action: 'withdraw', currency: 'EUR' }, 'action'],
    ['a missing currency', { action: 'deposit' }, 'currency'],
    ['a malformed currency', { action: 'deposit', currency: 'eur' }, 'currency'],
    ['a currency the cashier does not offer', { action: 'deposit', currency: 'GBP' }, 'currency'],
  ])('answers 400 params_error for %s', async (_case, query, field) => {
    const { status, body } = await call(apiUrl(cashierPaths.methods, query));
    expect(status).toBe(400);
    const { error } = errorBodySchema.parse(body);
    expect(error.type).toBe('params_error');
    expect(error.fields).toHaveProperty(field);
  });
});

describe('GET /conversion-methods', () => {
  it('lists the Mercuryo crypto purchase for deposits and the fiat payout for cash-outs', async () => {
    const deposit = await call(
      apiUrl(cashierPaths.conversionMethods, { action: 'deposit', currency: 'EUR' }),
    );
    expect(conversionMethodsResponseSchema.parse(deposit.body).methods).toEqual([
      { id: 'mercuryo_crypto', name: 'Buy crypto with a card', currencies: ['BTC', 'ETH', 'USDT'] },
    ]);
    const cashout = await call(
      apiUrl(cashierPaths.conversionMethods, { action: 'cashout', currency: 'EUR' }),
    );
    expect(conversionMethodsResponseSchema.parse(cashout.body).methods.map((m) => m.id)).toEqual([
      'mercuryo_fiat',
    ]);
  });

  it('answers 400 params_error without an action', async () => {
    const { status, body } = await call(
      apiUrl(cashierPaths.conversionMethods, { currency: 'EUR' }),
    );
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.fields).toHaveProperty('action');
  });
});

describe('GET /methods/:methodId/fields', () => {
  it('answers the card form fields with their version', async () => {
    const { status, body } = await call(fieldsUrl('card', 'deposit', 'EUR'));
    expect(status).toBe(200);
    const answer = methodFieldsResponseSchema.parse(body);
    expect(answer.methodId).toBe('card');
    expect(answer.fieldsVersion).toBe('card-2024-06');
    expect(answer.fields.map(({ name, type, required }) => ({ name, type, required }))).toEqual([
      { name: 'amount', type: 'amount', required: true },
      { name: 'card_number', type: 'credit_card_number', required: true },
      { name: 'card_holder', type: 'card_holder', required: true },
      { name: 'card_expiry', type: 'card_expiry_date', required: true },
      { name: 'cvv', type: 'cvv', required: true },
    ]);
  });

  it.each([
    ['an action it does not offer', 'bank_transfer', 'deposit', 'EUR'],
    ['a currency it does not offer', 'card', 'deposit', 'BTC'],
    ['an unknown method', 'nope', 'deposit', 'EUR'],
  ])('answers 404 with an error body for %s', async (_case, methodId, action, currency) => {
    const { status, body } = await call(fieldsUrl(methodId, action, currency));
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error.message).toContain(methodId);
  });

  it('answers 400 params_error without the query', async () => {
    const { status, body } = await call(apiUrl(cashierPaths.methodFields('card')));
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.type).toBe('params_error');
  });
});

describe('DELETE /saved-profiles/:profileId', () => {
  const profileUrl = apiUrl(cashierPaths.savedProfile('card-visa-4242'));
  const savedIds = async () =>
    (await listMethods('deposit', 'EUR')).methods[0]?.savedProfiles?.map((p) => p.id);

  it('deletes a saved profile once, after which GET /methods no longer lists it', async () => {
    useFreshBackend();
    expect(await savedIds()).toEqual(['card-visa-4242', 'card-mastercard-5454']);
    const first = await call(profileUrl, { method: 'DELETE' });
    expect(first).toMatchObject({ status: 204, body: null });
    expect(await savedIds()).toEqual(['card-mastercard-5454']);
    const again = await call(profileUrl, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(errorBodySchema.safeParse(again.body).success).toBe(true);
  });

  it('answers 404 with an error body for an unknown profile', async () => {
    const { status, body } = await call(apiUrl(cashierPaths.savedProfile('card-0000')), {
      method: 'DELETE',
    });
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error.type).toBe('request_error');
  });

  it('keeps deletions within one handler set', async () => {
    useFreshBackend();
    await call(profileUrl, { method: 'DELETE' });
    useFreshBackend();
    expect(await savedIds()).toContain('card-visa-4242');
  });
});

describe('GET /config', () => {
  it('answers the catalog currencies and their scales, default currency, Mercuryo mode and the player', async () => {
    const { status, body } = await call(apiUrl(cashierPaths.config));
    expect(status).toBe(200);
    expect(configResponseSchema.parse(body)).toEqual({
      currencies: ['EUR', 'USD', 'BTC'],
      currencyScales: { EUR: 2, USD: 2, BTC: 8 },
      defaultCurrency: 'EUR',
      mercuryoMode: 'development',
      player: {
        id: 'player-1001',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        affiliateTag: 'aff-42',
        tempPlayerId: 'tmp-7f3a',
        license: 'mga',
        ipCountry: 'MT',
        balances: [
          { currency: 'EUR', total: '5000.00', withdrawable: '5000.00' },
          { currency: 'USD', total: '5000.00', withdrawable: '5000.00' },
          { currency: 'BTC', total: '1.00000000', withdrawable: '1.00000000' },
        ],
      },
    });
  });
});

describe('PATCH /player/fields', () => {
  it('echoes valid player fields back', async () => {
    const fields = { first_name: 'Jane', newsletter: true };
    const { status, body } = await call(
      apiUrl(cashierPaths.playerFields),
      jsonInit({ fields }, {}, 'PATCH'),
    );
    expect(status).toBe(200);
    expect(savePlayerFieldsResponseSchema.parse(body)).toEqual({ fields });
  });

  it('answers 400 params_error naming an invalid field', async () => {
    const { status, body } = await call(
      apiUrl(cashierPaths.playerFields),
      jsonInit({ fields: { birth_year: 1990 } }, {}, 'PATCH'),
    );
    expect(status).toBe(400);
    const { error } = errorBodySchema.parse(body);
    expect(error.type).toBe('params_error');
    expect(Object.keys(error.fields ?? {})).toEqual(['birth_year']);
  });
});

describe('createHandlers options', () => {
  it('waits delayMs before answering', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      server.use(...createHandlers(defaultCatalog, { delayMs: 60 }));
      let answered = false;
      const answer = call(apiUrl(cashierPaths.config)).then(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(59);
      expect(answered).toBe(false);
      // The poll moves the test's clock on as it waits.
      await expect.poll(() => answered).toBe(true);
      await answer;
    } finally {
      vi.useRealTimers();
    }
  });

  it('never logs anything while answering', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name),
    );
    await call(methodsUrl('deposit', 'EUR'));
    await call(apiUrl(cashierPaths.payments), jsonInit({ fields: { card_number: '4111' } }));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
