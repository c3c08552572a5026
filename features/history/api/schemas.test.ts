import { describe, expect, it } from 'vitest';
import { transactionSchema, transactionsPageSchema } from '@contract/history';

const transaction = {
  id: 'tx-0001',
  action: 'deposit',
  status: 'success',
  methodId: 'card',
  methodName: 'Credit or debit card',
  amount: '50.00',
  currency: 'EUR',
  createdAt: '2026-04-30T18:05:00Z',
  updatedAt: '2026-04-30T18:06:00.000+02:00',
};

describe('transaction schemas', () => {
  it('accepts a page of transactions with or without a next cursor', () => {
    expect(
      transactionsPageSchema.safeParse({ items: [transaction], nextCursor: 'abc', total: 1 })
        .success,
    ).toBe(true);
    const withoutUpdate: Partial<typeof transaction> = { ...transaction };
    delete withoutUpdate.updatedAt;
    expect(
      transactionsPageSchema.safeParse({ items: [withoutUpdate], nextCursor: null, total: 1 })
        .success,
    ).toBe(true);
  });

  it.each([
    ['a float amount', { amount: 50 }],
    ['a negative amount', { amount: '-5.00' }],
    ['an unknown status', { status: 'lost' }],
    ['an unknown action', { action: 'bet' }],
    ['a date without a time zone', { createdAt: '2026-04-30T18:05:00' }],
    ['a date that is not a date', { createdAt: 'yesterday' }],
    ['a lower-case currency', { currency: 'eur' }],
    ['an empty method name', { methodName: '' }],
  ])('rejects a transaction with %s', (_label, change) => {
    expect(transactionSchema.safeParse({ ...transaction, ...change }).success).toBe(false);
  });

  it('rejects a page without nextCursor or total, or with more than 50 rows', () => {
    expect(transactionsPageSchema.safeParse({ items: [], total: 0 }).success).toBe(false);
    expect(transactionsPageSchema.safeParse({ items: [], nextCursor: null }).success).toBe(false);
    const items = Array.from({ length: 51 }, (_, index) => ({ ...transaction, id: `tx-${index}` }));
    expect(transactionsPageSchema.safeParse({ items, nextCursor: null, total: 51 }).success).toBe(
      false,
    );
  });
});
