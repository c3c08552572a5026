// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { historyPaths } from '@contract/paths';
import { TRANSACTION_STATUSES, transactionsPageSchema } from '@contract/history';
import { errorBodySchema } from '@contract/payments/payment';
import { apiUrl, call } from '../testing';
import {
  HISTORY_REFERENCE_DATE,
  defaultTransactions,
  encodeCursor,
  generateTransactions,
  pageTransactions,
  readTransactionsQuery,
} from './history';

const url = (query: Record<string, string> = {}) => apiUrl(historyPaths.transactions, query);

async function getPage(query: Record<string, string> = {}) {
  const { status, body } = await call(url(query));
  expect(status).toBe(200);
  return transactionsPageSchema.parse(body);
}

describe('generated history', () => {
  it('is the same 57 transactions on every call, newest first, within the last 90 days', () => {
    expect(generateTransactions()).toEqual(defaultTransactions);
    expect(defaultTransactions).toHaveLength(57);
    const times = defaultTransactions.map((transaction) => Date.parse(transaction.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const reference = HISTORY_REFERENCE_DATE.getTime();
    for (const time of times) {
      expect(time).toBeLessThan(reference);
      expect(time).toBeGreaterThanOrEqual(reference - 90 * 86_400_000);
    }
    expect(new Set(defaultTransactions.map((transaction) => transaction.id)).size).toBe(57);
  });

  it('mixes both actions, every status, the three methods and EUR and BTC', () => {
    const distinct = (key: 'action' | 'status' | 'methodId' | 'currency') =>
      new Set(defaultTransactions.map((transaction) => transaction[key]));
    expect(distinct('action')).toEqual(new Set(['deposit', 'cashout']));
    expect(distinct('status')).toEqual(new Set(TRANSACTION_STATUSES));
    expect(distinct('methodId')).toEqual(new Set(['card', 'skrill', 'bitcoin']));
    expect(distinct('currency')).toEqual(new Set(['EUR', 'BTC']));
    const bitcoin = defaultTransactions.find((transaction) => transaction.methodId === 'bitcoin');
    expect(bitcoin).toMatchObject({ methodName: 'Bitcoin', currency: 'BTC' });
    expect(bitcoin?.amount).toMatch(/^\d+\.\d{8}$/);
  });

  it('follows the reference date and seed it is given', () => {
    const reference = new Date('2025-01-01T00:00:00Z');
    const other = generateTransactions({ reference, count: 5, seed: 1 });
    expect(other).toHaveLength(5);
    expect(other.every((transaction) => transaction.createdAt < reference.toISOString())).toBe(
      true,
    );
    expect(generateTransactions({ reference, count: 5, seed: 1 })).toEqual(other);
  });
});

describe('GET /transactions', () => {
  it('answers the first 20 of all 57 transactions, newest first, with a cursor', async () => {
    const page = await getPage();
    expect(page.total).toBe(57);
    expect(page.items).toEqual(defaultTransactions.slice(0, 20));
    expect(page.nextCursor).not.toBeNull();
  });

  it('pages through all 57 transactions exactly once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await getPage({ limit: '7', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((transaction) => transaction.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(pages).toBe(9);
    expect(seen).toEqual(defaultTransactions.map((transaction) => transaction.id));
  });

  it('filters by action and by statuses given repeated or as a comma list', async () => {
    const cashouts = await getPage({ action: 'cashout', limit: '50' });
    expect(cashouts.items.length).toBeGreaterThan(0);
    expect(cashouts.items.every((transaction) => transaction.action === 'cashout')).toBe(true);
    expect(cashouts.total).toBe(
      defaultTransactions.filter((transaction) => transaction.action === 'cashout').length,
    );

    const comma = await getPage({ status: 'pending,failed', limit: '50' });
    const repeated = await call(`${url({ limit: '50' })}&status=pending&status=failed`);
    expect(repeated.body).toEqual(comma);
    const expected = defaultTransactions.filter((transaction) =>
      ['pending', 'failed'].includes(transaction.status),
    );
    expect(comma.items).toEqual(expected);
    expect(comma.nextCursor).toBeNull();
  });

  it('answers an empty last page when nothing matches', async () => {
    expect(await getPage({ action: 'cashout', status: 'refunded' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect(pageTransactions([], { statuses: [], limit: 20 })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('rejects an invalid query with a params_error naming each parameter', async () => {
    const { status, body } = await call(
      url({ action: 'bet', status: 'pending,lost', limit: '0', cursor: '%%%' }),
    );
    expect(status).toBe(400);
    const { error } = errorBodySchema.parse(body);
    expect(error.type).toBe('params_error');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['action', 'cursor', 'limit', 'status']);
  });

  it('rejects a limit above 50 and a cursor of a row outside the filtered list', async () => {
    expect(readTransactionsQuery(url({ limit: '51' }))).toMatchObject({
      ok: false,
      fields: { limit: expect.any(String) as string },
    });
    const deposit = defaultTransactions.find((transaction) => transaction.action === 'deposit');
    const { status, body } = await call(
      url({ action: 'cashout', cursor: encodeCursor(deposit?.id ?? '') }),
    );
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.fields).toHaveProperty('cursor');
  });
});
