// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { methodsResponseSchema } from '@contract/payments/methods';
import { APPLE_PAY_PAYMENT_TOKEN } from './walletTokens.fixture';
import { apiUrl, call, catalogWith, jsonInit, useFreshBackend } from '../testing';
import { parseCatalog } from '../catalog/parseCatalog';
import { defaultCatalog } from '../handlers';

async function lastUsed(currency: string, action = 'deposit') {
  const answer = await call(apiUrl(cashierPaths.methods, { action, currency }));
  expect(answer.status).toBe(200);
  return methodsResponseSchema.parse(answer.body).lastUsed;
}

let keyCount = 0;
function deposit(body: Record<string, unknown>) {
  return call(
    apiUrl(cashierPaths.payments),
    jsonInit(
      { action: 'deposit', currency: 'EUR', amount: '50.00', fields: {}, ...body },
      { [IDEMPOTENCY_HEADER]: `last-used-${(keyCount += 1)}` },
    ),
  );
}

const savedCard = {
  methodId: 'card',
  fieldsVersion: 'card-2024-06',
  savedProfileId: 'card-mastercard-5454',
  fields: { cvv: '123' },
};

describe('lastUsed on GET /methods', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it("answers the catalog's seed in every currency its method is offered for", async () => {
    const seed = { methodId: 'card', savedProfileId: 'card-visa-4242' };
    expect(await lastUsed('EUR')).toEqual(seed);
    expect(await lastUsed('USD')).toEqual(seed);
    expect(await lastUsed('BTC')).toBeNull();
  });

  it('is absent from cash-out lists', async () => {
    expect(await lastUsed('EUR', 'cashout')).toBeUndefined();
  });

  it('becomes the last accepted deposit with a saved profile, in its currency only', async () => {
    expect((await deposit(savedCard)).status).toBe(200);
    expect(await lastUsed('EUR')).toEqual({
      methodId: 'card',
      savedProfileId: 'card-mastercard-5454',
    });
    expect(await lastUsed('USD')).toEqual({ methodId: 'card', savedProfileId: 'card-visa-4242' });
  });

  it('ignores refused deposits and deposits that need more than an amount and a CVV', async () => {
    expect((await deposit({ ...savedCard, amount: '21.04' })).status).toBe(402);
    expect(
      (
        await deposit({
          methodId: 'skrill',
          fieldsVersion: defaultCatalog.methods.find((m) => m.id === 'skrill')?.fieldsVersion,
          fields: { skrill_email: 'player@example.com' },
        })
      ).status,
    ).toBe(200);
    expect(await lastUsed('EUR')).toEqual({ methodId: 'card', savedProfileId: 'card-visa-4242' });
  });

  it('remembers a method without a saved profile (a wallet)', async () => {
    const hipay = defaultCatalog.methods.find((method) => method.id === 'hipay');
    expect(
      (
        await deposit({
          methodId: 'hipay',
          currency: 'USD',
          fieldsVersion: hipay?.fieldsVersion,
          fields: { wallet_token: JSON.stringify(APPLE_PAY_PAYMENT_TOKEN) },
        })
      ).status,
    ).toBe(200);
    expect(await lastUsed('USD')).toEqual({ methodId: 'hipay', savedProfileId: null });
  });

  it('is null once the remembered saved profile is deleted', async () => {
    const removed = await call(apiUrl(cashierPaths.savedProfile('card-visa-4242')), {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await lastUsed('EUR')).toBeNull();
  });

  it('is null when the catalog has no seed and nothing was deposited', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        delete catalog.lastUsedDeposit;
      }),
    );
    expect(await lastUsed('EUR')).toBeNull();
  });
});

describe('lastUsedDeposit in the catalog', () => {
  it('must name a deposit method and one of its saved profiles', () => {
    const check = (lastUsedDeposit: unknown) => {
      const parsed = parseCatalog({ ...structuredClone(defaultCatalog), lastUsedDeposit });
      return parsed.ok ? [] : parsed.problems;
    };
    expect(check({ methodId: 'bank_transfer', savedProfileId: null })).toEqual([
      'lastUsedDeposit.methodId: no deposit method has id "bank_transfer"',
    ]);
    expect(check({ methodId: 'skrill', savedProfileId: 'card-visa-4242' })).toEqual([
      'lastUsedDeposit.savedProfileId: method "skrill" has no saved profile "card-visa-4242"',
    ]);
    expect(check({ methodId: 'hipay', savedProfileId: null })).toEqual([]);
  });
});

describe('descriptions on GET /methods', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  /** Every description listed for `action` in every currency of the default catalog. */
  async function listedDescriptions(action: 'deposit' | 'cashout', language = 'en') {
    const descriptions: string[] = [];
    for (const currency of defaultCatalog.currencies) {
      const answer = await call(apiUrl(cashierPaths.methods, { action, currency }), {
        headers: { 'Accept-Language': language },
      });
      const { methods } = methodsResponseSchema.parse(answer.body);
      for (const method of methods) if (method.description) descriptions.push(method.description);
    }
    return descriptions;
  }

  it('lists no deposit text under cash-out methods and no cash-out text under deposit methods', async () => {
    const cashout = await listedDescriptions('cashout');
    const deposit = await listedDescriptions('deposit');
    expect(cashout.length).toBeGreaterThan(0);
    expect(deposit.length).toBeGreaterThan(0);
    for (const text of cashout) expect(text).not.toMatch(/\b(deposits?|pay)\b/i);
    for (const text of deposit) expect(text).not.toMatch(/\b(withdraw\w*|cash[- ]?outs?)\b/i);
  });

  it("gives a method offered for both actions each action's own description, in the player's language", async () => {
    const card = async (action: string, language: string) => {
      const answer = await call(apiUrl(cashierPaths.methods, { action, currency: 'EUR' }), {
        headers: { 'Accept-Language': language },
      });
      return methodsResponseSchema
        .parse(answer.body)
        .methods.filter((method) => method.id === 'card' || method.id === 'skrill')
        .map((method) => [method.id, method.description]);
    };
    expect(await card('deposit', 'en')).toEqual([
      ['card', 'Deposits arrive instantly.'],
      ['skrill', 'Pay with your Skrill wallet.'],
    ]);
    expect(await card('cashout', 'en')).toEqual([
      ['card', undefined],
      ['skrill', 'Withdraw to your Skrill wallet.'],
    ]);
    expect(await card('cashout', 'de')).toEqual([
      ['card', undefined],
      ['skrill', 'Auszahlung auf Ihr Skrill-Wallet.'],
    ]);
  });
});
