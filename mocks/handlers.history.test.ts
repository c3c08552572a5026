// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_MAX_LIMIT, transactionsPageSchema } from '@contract/history';
import { historyPaths, IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { submitResponseSchema } from '@contract/payments/payment';
import { defaultTransactions } from './backend/history';
import { createLivePayments } from './backend/live';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, catalogWith, jsonInit } from './testing';

/** A back end on `catalog` whose live updates the test settles by hand. */
function useBackend(catalog = defaultCatalog) {
  const live = createLivePayments({ settleAfterMs: 3_600_000 });
  server.use(...createHandlers(catalog, { live }));
  return live;
}

async function history() {
  const answer = await call(
    apiUrl(historyPaths.transactions, { limit: String(TRANSACTIONS_MAX_LIMIT) }),
  );
  return transactionsPageSchema.parse(answer.body).items;
}

let keys = 0;
async function pay(body: Record<string, unknown>) {
  const answer = await call(
    apiUrl(cashierPaths.payments),
    jsonInit(body, { [IDEMPOTENCY_HEADER]: `history-${String((keys += 1))}` }),
  );
  return submitResponseSchema.parse(answer.body);
}

const SEK_ONLY = catalogWith((catalog) => {
  catalog.currencies = ['SEK'];
  catalog.currencyScales = { SEK: 2 };
  catalog.defaultCurrency = 'SEK';
  catalog.methods = catalog.methods
    .filter((method) => method.id === 'skrill' || method.id === 'neteller')
    .map(({ presets: _presets, ...method }) => ({
      ...method,
      limits: { SEK: { min: '100.00', max: '9000.00' } },
    }));
  catalog.conversionMethods = [];
  catalog.scenarios = [];
  delete catalog.lastUsedDeposit;
  catalog.history = [
    {
      id: 'tx-sek-1',
      action: 'deposit',
      status: 'success',
      methodId: 'skrill',
      methodName: 'Skrill',
      amount: '250.00',
      currency: 'SEK',
      createdAt: '2026-10-01T10:00:00Z',
    },
  ];
});

describe('GET /transactions answers from the same back end as the payments', () => {
  it("starts from the catalog's own rows: the built-in ones, or a SEK catalog's, never a fixed list", async () => {
    useBackend();
    expect(defaultCatalog.history).toEqual(defaultTransactions);
    expect(await history()).toEqual(defaultTransactions.slice(0, TRANSACTIONS_MAX_LIMIT));

    useBackend(SEK_ONLY);
    expect(await history()).toEqual([expect.objectContaining({ id: 'tx-sek-1', currency: 'SEK' })]);
  });

  it('lists an accepted payment on top, in its currency and amount, and follows its live status', async () => {
    const live = useBackend(SEK_ONLY);
    const method = SEK_ONLY.methods.find((candidate) => candidate.id === 'skrill')!;
    const email = method.fields.find((field) => field.type === 'email')!.name;
    const answer = await pay({
      action: 'deposit',
      methodId: 'skrill',
      currency: 'SEK',
      amount: '1250.50',
      fieldsVersion: method.fieldsVersion,
      fields: { [email]: 'ada@example.com' },
    });
    const paymentId = 'paymentId' in answer ? answer.paymentId : undefined;
    const [newest] = await history();
    expect(newest).toMatchObject({
      id: paymentId,
      action: 'deposit',
      methodId: 'skrill',
      amount: '1250.50',
      currency: 'SEK',
      // Skrill's fixed fee, and what the player paid with it.
      fee: '0.50',
      total: '1251.00',
    });
    if (newest?.status === 'pending') {
      live.settle(String(paymentId), 'success');
      const [settled] = await history();
      expect(settled).toMatchObject({ id: paymentId, status: 'success' });
      expect(settled?.updatedAt).toBeDefined();
    } else {
      expect(newest?.status).toBe('success');
    }
  });

  it('keeps a pending payment pending until its live update, then shows that status', async () => {
    const live = useBackend();
    // The catalog's "unknown" scenario: amount 77.77 leaves the outcome open.
    const answer = await pay({
      action: 'deposit',
      methodId: 'card',
      currency: 'EUR',
      amount: '77.77',
      fieldsVersion: 'card-2024-06',
      fields: {
        card_number: '4111111111111111',
        card_holder: 'JANE DOE',
        card_expiry: '12/30',
        cvv: '123',
      },
    });
    expect(answer.status).toBe('unknown');
    const paymentId = 'paymentId' in answer ? String(answer.paymentId) : '';
    // The card's 2.5 % fee on 77.77 is 1.94425, rounded half up to the cent.
    expect((await history())[0]).toMatchObject({
      id: paymentId,
      status: 'pending',
      fee: '1.94',
      total: '79.71',
    });
    live.settle(paymentId, 'failed');
    expect((await history())[0]).toMatchObject({ id: paymentId, status: 'failed' });
  });

  it('gives no fee or total where the provider sets the fee', async () => {
    useBackend(SEK_ONLY);
    const neteller = SEK_ONLY.methods.find((candidate) => candidate.id === 'neteller')!;
    const fields = Object.fromEntries(
      neteller.fields
        .filter((field) => field.type === 'email')
        .map((field) => [field.name, 'ada@example.com']),
    );
    await pay({
      action: 'deposit',
      methodId: 'neteller',
      currency: 'SEK',
      amount: '300.00',
      fieldsVersion: neteller.fieldsVersion,
      fields,
    });
    const [newest] = await history();
    expect(newest).toMatchObject({ methodId: 'neteller', amount: '300.00' });
    expect(newest).not.toHaveProperty('fee');
    expect(newest).not.toHaveProperty('total');
  });

  it('does not list a refused payment, nor an answer that took none', async () => {
    useBackend(SEK_ONLY);
    const before = await history();
    const skrill = SEK_ONLY.methods.find((candidate) => candidate.id === 'skrill')!;
    const below = await call(
      apiUrl(cashierPaths.payments),
      jsonInit(
        {
          action: 'deposit',
          methodId: 'skrill',
          currency: 'SEK',
          amount: '1.00', // below the minimum
          fieldsVersion: skrill.fieldsVersion,
          fields: {},
        },
        { [IDEMPOTENCY_HEADER]: 'refused' },
      ),
    );
    expect(below.status).toBe(400);
    const outdated = await pay({
      action: 'deposit',
      methodId: 'skrill',
      currency: 'SEK',
      amount: '150.00',
      fieldsVersion: 'an-old-version',
      fields: {},
    });
    expect(outdated.status).toBe('outdated_method_fields');
    expect(await history()).toEqual(before);
  });
});
