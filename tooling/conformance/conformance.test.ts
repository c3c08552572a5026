// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { methodsResponseSchema } from '@contract/payments/methods';
import { PAYMENT_ACTIONS } from './contractLists';
import { runConformance } from './runConformance';
import { type Running, letRequestsThrough, startMockBackend } from '@mocks/server/testing';
import { conformingCatalog } from './brokenBackends.fixtures';
import type { ProgressEvent } from './types';

letRequestsThrough();

let backend: Running;
beforeAll(async () => {
  backend = await startMockBackend({}, { catalog: conformingCatalog });
});
afterAll(async () => {
  await backend.close();
});

async function run(payments: boolean, otherPlayer?: Record<string, string>) {
  const progress: ProgressEvent[] = [];
  const result = await runConformance({
    baseUrl: backend.origin,
    ...(payments ? { allowPayments: true, amount: '20' } : {}),
    ...(otherPlayer ? { otherPlayer } : {}),
    onProgress: (event) => progress.push(event),
  });
  return { ...result, progress };
}

/** Every fields path the contract asks the check to cover, from the back end's own lists. */
async function everyFieldsPath(): Promise<string[]> {
  const get = async (path: string): Promise<unknown> => (await fetch(backend.origin + path)).json();
  const config = configResponseSchema.parse(await get(cashierPaths.config));
  const paths: string[] = [];
  for (const action of PAYMENT_ACTIONS) {
    for (const currency of config.currencies) {
      const query = `?action=${action}&currency=${currency}`;
      const list = methodsResponseSchema.parse(await get(cashierPaths.methods + query));
      paths.push(...list.methods.map((method) => cashierPaths.methodFields(method.id) + query));
    }
  }
  return paths;
}

describe('runConformance against the mock back end (mocks/catalog.json without open_banking)', () => {
  it.each([undefined, '0', '-20', '20,00'])(
    'refuses allowPayments with the amount %j before sending anything',
    async (amount) => {
      const fetch = () => Promise.reject(new Error('no request expected'));
      await expect(
        runConformance({
          baseUrl: backend.origin,
          allowPayments: true,
          fetch,
          ...(amount === undefined ? {} : { amount }),
        }),
      ).rejects.toThrow('allowPayments needs a positive decimal amount such as "20".');
    },
  );

  it('reports a config whose default currency is not among its currencies', async () => {
    const fetch: typeof globalThis.fetch = (input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith(cashierPaths.config)
          ? Response.json({
              currencies: ['EUR'],
              currencyScales: { EUR: 2 },
              defaultCurrency: 'USD',
              mercuryoMode: 'development',
            })
          : new Response('Not found', { status: 404 }),
      );
    const { findings } = await runConformance({ baseUrl: 'http://backend.test', fetch });
    expect(findings[0]).toEqual({
      operation: 'config',
      method: 'GET',
      path: cashierPaths.config,
      expectation: 'defaultCurrency among currencies',
      received: 'defaultCurrency "USD", currencies EUR',
    });
  });

  it.each([
    ['without a scale for an offered currency', { EUR: 2 }, 'no scale for BCH'],
    ['without any scales (an older back end)', undefined, undefined],
  ])('reports a config %s', async (_name, currencyScales, received) => {
    const fetch: typeof globalThis.fetch = (input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith(cashierPaths.config)
          ? Response.json({
              currencies: ['EUR', 'BCH'],
              ...(currencyScales ? { currencyScales } : {}),
              defaultCurrency: 'EUR',
              mercuryoMode: 'development',
            })
          : new Response('Not found', { status: 404 }),
      );
    const { findings } = await runConformance({ baseUrl: 'http://backend.test', fetch });
    const finding = findings.find((candidate) => candidate.operation === 'config');
    if (received) {
      expect(finding).toMatchObject({
        expectation: 'a scale in currencyScales for each of currencies',
        received,
      });
    } else {
      expect(JSON.stringify(finding)).toContain('currencyScales');
    }
  });

  it('reports a balance that withdraws more than it holds, or a currency listed twice', async () => {
    const fetch: typeof globalThis.fetch = (input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith(cashierPaths.config)
          ? Response.json({
              currencies: ['EUR'],
              currencyScales: { EUR: 2 },
              defaultCurrency: 'EUR',
              mercuryoMode: 'development',
              player: {
                id: 'p-1',
                balances: [
                  { currency: 'EUR', total: '100.00', withdrawable: '120.00' },
                  { currency: 'EUR', total: '5.00', withdrawable: '5.00' },
                ],
              },
            })
          : new Response('Not found', { status: 404 }),
      );
    const { findings } = await runConformance({ baseUrl: 'http://backend.test', fetch });
    expect(findings.slice(0, 2)).toEqual([
      expect.objectContaining({
        operation: 'config',
        expectation: 'player.balances: at most one entry per currency',
        received: 'currencies EUR, EUR',
      }),
      expect.objectContaining({
        operation: 'config',
        expectation: 'player.balances: withdrawable never above total',
        received: 'EUR 120.00 > 100.00',
      }),
    ]);
  });

  it('finds nothing, and asks for the fields of every method listed for every action and currency', async () => {
    const { findings, rows, progress } = await run(false);
    expect(findings).toEqual([]);
    const requested = progress.map((event) => event.path);
    const fieldsPaths = await everyFieldsPath();
    expect(fieldsPaths.length).toBeGreaterThan(20);
    expect(requested).toEqual(expect.arrayContaining(fieldsPaths));
    for (const row of rows.filter((candidate) => candidate.skipped === undefined)) {
      expect(row.checks, row.operation).toBeGreaterThan(0);
    }
  });

  it('reports the field types mocks/catalog.json gives open_banking to show the unshowable-field notice', async () => {
    const whole = await startMockBackend();
    try {
      const { findings } = await runConformance({ baseUrl: whole.origin });
      expect(findings).toEqual([
        {
          operation: 'getMethodFields',
          method: 'GET',
          path: `${cashierPaths.methodFields('open_banking')}?action=deposit&currency=USD`,
          expectation: 'every field of a type the cashier renders (FIELD_TYPES)',
          received:
            'field "bank_consent" has the unknown type "bank_consent"; field "referral_scan" has the unknown type "qr_scanner"',
        },
      ]);
    } finally {
      await whole.close();
    }
  });

  it('makes no payment without allowPayments and says the payment rows were skipped', async () => {
    const { rows, progress, paymentsSkipped, notExercised } = await run(false);
    expect(progress.filter((event) => event.method !== 'GET')).toEqual([]);
    expect(paymentsSkipped).toBe(true);
    const skipped = rows.filter((row) => row.skipped !== undefined).map((row) => row.operation);
    expect(skipped).toEqual(['submit', 'submit (same Idempotency-Key)', 'getPayment']);
    expect(notExercised.map((item) => item.operation)).toEqual(
      expect.arrayContaining(['submit', 'getPayment']),
    );
  });

  it('exercises each operation of docs/openapi.json or lists it as not exercised', async () => {
    const document = JSON.parse(
      await readFile(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.operationId ?? []),
    );
    const { rows, notExercised } = await run(false);
    const covered = new Set([
      ...rows.filter((row) => row.skipped === undefined).map((row) => row.operation),
      ...notExercised.map((item) => item.operation),
    ]);
    const named = (operation: string): boolean =>
      [...covered].some((name) => name === operation || name.startsWith(`${operation} (`));
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.filter((operation) => !named(operation))).toEqual([]);
  });

  it('passes the payment checks with allowPayments: a deposit, its idempotent repeat and its status', async () => {
    const { findings, rows, progress, paymentsSkipped, payment } = await run(true);
    expect(findings).toEqual([]);
    expect(paymentsSkipped).toBe(false);
    // skrill: within its EUR limits for 20 and asking for one value (an e-mail address)
    expect(payment).toEqual({
      methodId: 'skrill',
      amount: '20',
      currency: 'EUR',
      accepted: true,
      status: 200,
      paymentId: expect.stringMatching(/^pay_/) as unknown,
    });
    for (const operation of ['submit', 'submit (same Idempotency-Key)', 'getPayment']) {
      const row = rows.find((candidate) => candidate.operation === operation);
      expect(row, operation).toMatchObject({ requests: 1, failed: 0 });
      expect(row?.skipped, operation).toBeUndefined();
    }
    expect(progress.filter((event) => event.method === 'POST')).toHaveLength(2);
    const last = progress.at(-1);
    expect(last?.path).toMatch(/^\/api\/cashier\/v1\/payments\/pay_/);
    expect(last?.index).toBe(last?.total);
  });

  it("checks with a second player's session that the deposit made is a 404 for them, by id and by key", async () => {
    const { findings, rows, notExercised } = await run(true, { 'X-Mock-Player': 'bonus' });
    expect(findings).toEqual([]);
    for (const operation of [
      "getPayment (another player's id)",
      "getPaymentByKey (another player's key)",
    ]) {
      const row = rows.find((candidate) => candidate.operation === operation);
      expect(row, operation).toMatchObject({ requests: 1, failed: 0 });
    }
    expect(notExercised.map((item) => item.operation)).not.toContain(
      "getPayment (another player's id)",
    );
  });

  it("lists another player's lookups as not exercised without a second player", async () => {
    const { notExercised } = await run(true);
    expect(notExercised.map((item) => item.operation)).toContain(
      "getPayment (another player's id)",
    );
  });
});
