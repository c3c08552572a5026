import { describe, expect, it } from 'vitest';
import type { PendingRedirect } from './pendingRedirect';
import { PENDING_REDIRECT_MAX_AGE_MS, readPendingRedirect } from './pendingRedirect';
import {
  PENDING_REDIRECT_KEY,
  forgetPendingRedirect,
  hasPendingRedirect,
  keepPendingRedirect,
  returnUrlOf,
} from './pendingRedirectStore';

/** A `sessionStorage` stand-in; `refuse` makes every call throw, as a sandboxed frame's does. */
function memoryStore(refuse = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

const PAYMENT: PendingRedirect = {
  paymentId: 'pay_1',
  action: 'deposit',
  methodId: 'card',
  methodName: 'Credit or debit card',
  amount: '23.02',
  currency: 'EUR',
  leftAt: 1_000_000,
};

describe('the payment kept across a redirect', () => {
  it('is kept, read back within a day, and forgotten', () => {
    const store = memoryStore();
    expect(hasPendingRedirect(store)).toBe(false);
    keepPendingRedirect(PAYMENT, store);
    expect(hasPendingRedirect(store)).toBe(true);
    expect(readPendingRedirect(PAYMENT.leftAt + 60_000, store)).toEqual(PAYMENT);
    forgetPendingRedirect(store);
    expect(hasPendingRedirect(store)).toBe(false);
    expect(readPendingRedirect(PAYMENT.leftAt, store)).toBeNull();
  });

  it('keeps ids, the amount and the method name only', () => {
    const store = memoryStore();
    keepPendingRedirect({ ...PAYMENT, cvv: '123' } as PendingRedirect, store);
    expect(JSON.parse(store.items.get(PENDING_REDIRECT_KEY) ?? '{}')).toEqual(PAYMENT);
  });

  it('drops a payment older than a day, and anything that is not one', () => {
    const store = memoryStore();
    keepPendingRedirect(PAYMENT, store);
    expect(readPendingRedirect(PAYMENT.leftAt + PENDING_REDIRECT_MAX_AGE_MS + 1, store)).toBeNull();
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
    for (const text of [
      'not json',
      '{"paymentId":""}',
      JSON.stringify({ ...PAYMENT, action: 'x' }),
    ]) {
      store.items.set(PENDING_REDIRECT_KEY, text);
      expect(readPendingRedirect(PAYMENT.leftAt, store), text).toBeNull();
    }
  });

  it('survives storage that refuses, or is missing', () => {
    const refusing = memoryStore(true);
    expect(() => {
      keepPendingRedirect(PAYMENT, refusing);
    }).not.toThrow();
    expect(readPendingRedirect(PAYMENT.leftAt, refusing)).toBeNull();
    expect(() => {
      forgetPendingRedirect(refusing);
    }).not.toThrow();
    expect(hasPendingRedirect(refusing)).toBe(false);
    expect(readPendingRedirect(PAYMENT.leftAt, null)).toBeNull();
  });
});

describe('returnUrlOf', () => {
  it('is the page without its fragment, for http(s) pages only', () => {
    expect(returnUrlOf({ href: 'https://casino.test/cashier?lang=de#top' })).toBe(
      'https://casino.test/cashier?lang=de',
    );
    expect(returnUrlOf({ href: 'http://127.0.0.1:4173/' })).toBe('http://127.0.0.1:4173/');
    expect(returnUrlOf({ href: 'file:///tmp/cashier.html' })).toBeUndefined();
    expect(returnUrlOf({ href: 'not a url' })).toBeUndefined();
  });
});
