// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@contract/history';
import { MAX_PAGES, checkHistory } from './historyChecks';
import { Session } from './probe';

const row = (id: string): Transaction => ({
  id,
  action: 'deposit',
  status: 'success',
  methodId: 'skrill',
  methodName: 'Skrill',
  amount: '20.00',
  currency: 'EUR',
  createdAt: '2026-04-30T18:05:00Z',
});

/** A history of `total` rows, 20 a page, its cursor the number of the next page. */
async function walk(total: number) {
  const cursors: (string | null)[] = [];
  const session = new Session({
    baseUrl: 'http://backend.test',
    headers: {},
    timeoutMs: 1000,
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const cursor = url.searchParams.get('cursor');
      cursors.push(cursor);
      const page = Number(cursor ?? '0');
      const first = page * 20;
      const items = Array.from({ length: Math.max(0, Math.min(20, total - first)) }, (_, index) =>
        row(`tx-${String(first + index)}`),
      );
      const nextCursor = first + 20 < total ? String(page + 1) : null;
      return Promise.resolve(Response.json({ items, nextCursor, total }));
    },
    onProgress: () => undefined,
  });
  const unwalked = await checkHistory(session);
  return { cursors, unwalked, findings: session.findings };
}

describe('checkHistory', () => {
  it('follows every nextCursor until the last page, and finds nothing in a history that ends', async () => {
    const { cursors, unwalked, findings } = await walk(57);
    expect(cursors).toEqual([null, '1', '2']);
    expect(unwalked).toBeUndefined();
    expect(findings).toEqual([]);
  });

  it(`stops after ${String(MAX_PAGES)} pages of a longer history and says what it left out`, async () => {
    const { cursors, unwalked, findings } = await walk(20 * MAX_PAGES + 7);
    expect(cursors).toHaveLength(MAX_PAGES);
    expect(findings).toEqual([]);
    expect(unwalked).toEqual({
      operation: 'getTransactions (next page)',
      reason: `pages after the ${String(MAX_PAGES)}th (${String(20 * MAX_PAGES)} transactions listed; the check follows at most ${String(MAX_PAGES)} pages)`,
    });
  });
});
