import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { heardServerTime, serverNow } from '@common/lib/serverClock';
import type { PendingRedirect } from './pendingRedirect';
import { PENDING_REDIRECT_MAX_AGE_MS, readPendingRedirect } from './pendingRedirect';
import {
  PENDING_REDIRECT_KEY,
  forgetPendingRedirect,
  hasPendingRedirect,
  keepPendingRedirect,
  pendingRedirectOwner,
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

/** The cashier of a page with one: the standalone app, a lone widget. */
const MAIN = DEFAULT_CASHIER_ID;

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
    expect(hasPendingRedirect(MAIN, store)).toBe(false);
    keepPendingRedirect(PAYMENT, MAIN, store);
    expect(hasPendingRedirect(MAIN, store)).toBe(true);
    expect(readPendingRedirect(MAIN, PAYMENT.leftAt + 60_000, store)).toEqual(PAYMENT);
    forgetPendingRedirect(MAIN, store);
    expect(hasPendingRedirect(MAIN, store)).toBe(false);
    expect(readPendingRedirect(MAIN, PAYMENT.leftAt, store)).toBeNull();
  });

  it('keeps ids, the amount, the method name and the cashier that kept it only', () => {
    const store = memoryStore();
    keepPendingRedirect({ ...PAYMENT, cvv: '123' } as PendingRedirect, 'sidebar', store);
    expect(JSON.parse(store.items.get(PENDING_REDIRECT_KEY) ?? '{}')).toEqual({
      ...PAYMENT,
      cashierId: 'sidebar',
    });
  });

  it('drops a payment older than a day, and anything that is not one', () => {
    const store = memoryStore();
    keepPendingRedirect(PAYMENT, MAIN, store);
    expect(
      readPendingRedirect(MAIN, PAYMENT.leftAt + PENDING_REDIRECT_MAX_AGE_MS + 1, store),
    ).toBeNull();
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
    for (const text of [
      'not json',
      '{"paymentId":""}',
      JSON.stringify({ ...PAYMENT, action: 'x' }),
    ]) {
      store.items.set(PENDING_REDIRECT_KEY, text);
      expect(hasPendingRedirect(MAIN, store), text).toBe(true);
      expect(readPendingRedirect(MAIN, PAYMENT.leftAt, store), text).toBeNull();
    }
  });

  it('survives storage that refuses, or is missing', () => {
    const refusing = memoryStore(true);
    expect(() => {
      keepPendingRedirect(PAYMENT, MAIN, refusing);
    }).not.toThrow();
    expect(readPendingRedirect(MAIN, PAYMENT.leftAt, refusing)).toBeNull();
    expect(() => {
      forgetPendingRedirect(MAIN, refusing);
    }).not.toThrow();
    expect(hasPendingRedirect(MAIN, refusing)).toBe(false);
    expect(readPendingRedirect(MAIN, PAYMENT.leftAt, null)).toBeNull();
    expect(hasPendingRedirect(MAIN, null)).toBe(false);
    expect(() => {
      keepPendingRedirect(PAYMENT, MAIN, null);
      forgetPendingRedirect(MAIN, null);
    }).not.toThrow();
  });
});

describe('the payment kept by one of several cashiers on a page', () => {
  it('is found, read and forgotten by the cashier that kept it only', () => {
    const store = memoryStore();
    keepPendingRedirect(PAYMENT, 'sidebar', store);
    const kept = store.items.get(PENDING_REDIRECT_KEY);

    expect(hasPendingRedirect(MAIN, store)).toBe(false);
    expect(readPendingRedirect(MAIN, PAYMENT.leftAt, store)).toBeNull();
    forgetPendingRedirect(MAIN, store);
    expect(store.items.get(PENDING_REDIRECT_KEY)).toBe(kept);

    expect(hasPendingRedirect('sidebar', store)).toBe(true);
    expect(readPendingRedirect('sidebar', PAYMENT.leftAt, store)).toEqual(PAYMENT);
    forgetPendingRedirect('sidebar', store);
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
  });

  it("does not drop another cashier's payment, even one too old to show", () => {
    const store = memoryStore();
    keepPendingRedirect(PAYMENT, 'sidebar', store);
    const late = PAYMENT.leftAt + PENDING_REDIRECT_MAX_AGE_MS + 1;
    expect(readPendingRedirect(MAIN, late, store)).toBeNull();
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(true);
    expect(readPendingRedirect('sidebar', late, store)).toBeNull();
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
  });

  it('gives a payment kept before cashiers were named to the default cashier', () => {
    const store = memoryStore();
    store.items.set(PENDING_REDIRECT_KEY, JSON.stringify(PAYMENT));
    expect(pendingRedirectOwner(JSON.stringify(PAYMENT))).toBe(DEFAULT_CASHIER_ID);

    expect(hasPendingRedirect('sidebar', store)).toBe(false);
    forgetPendingRedirect('sidebar', store);
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(true);

    expect(hasPendingRedirect(DEFAULT_CASHIER_ID, store)).toBe(true);
    expect(readPendingRedirect(DEFAULT_CASHIER_ID, PAYMENT.leftAt, store)).toEqual(PAYMENT);
    forgetPendingRedirect(DEFAULT_CASHIER_ID, store);
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
  });

  it('replaces what another cashier kept: one payment per tab at a time', () => {
    const store = memoryStore();
    keepPendingRedirect(PAYMENT, MAIN, store);
    keepPendingRedirect({ ...PAYMENT, paymentId: 'pay_2' }, 'sidebar', store);
    expect(hasPendingRedirect(MAIN, store)).toBe(false);
    expect(readPendingRedirect('sidebar', PAYMENT.leftAt, store)).toMatchObject({
      paymentId: 'pay_2',
    });
  });

  it('names its owner: the cashier it records, else the default one', () => {
    expect(pendingRedirectOwner(JSON.stringify({ ...PAYMENT, cashierId: 'top' }))).toBe('top');
    for (const text of [
      'not json',
      'null',
      '42',
      '""',
      JSON.stringify({ ...PAYMENT, cashierId: '' }),
      JSON.stringify({ ...PAYMENT, cashierId: 7 }),
    ]) {
      expect(pendingRedirectOwner(text), text).toBe(DEFAULT_CASHIER_ID);
    }
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

describe("a kept payment's age, on the back end's clock", () => {
  const SERVER = Date.parse('2026-11-25T13:00:00Z');
  const TWO_DAYS_MS = 2 * PENDING_REDIRECT_MAX_AGE_MS;
  /** An answer from the back end, read with the device's clock `skew` ms off. */
  const answerAt = (server: number, skew: number) => {
    vi.setSystemTime(server + skew);
    heardServerTime(new Headers({ Date: new Date(server).toUTCString() }));
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['two days ahead', TWO_DAYS_MS],
    ['two days behind', -TWO_DAYS_MS],
  ])('keeps an hour-old payment with the device clock %s', (_, skew) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    answerAt(SERVER, 0);
    keepPendingRedirect({ ...PAYMENT, leftAt: serverNow() }, MAIN, store);
    // An hour later the player's clock is two days off; the next answer gives the time.
    answerAt(SERVER + 3_600_000, skew);
    expect(readPendingRedirect(MAIN, undefined, store)).toMatchObject({ paymentId: 'pay_1' });
  });

  it('drops a payment older than a day on the back end’s clock, with the device clock behind', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    keepPendingRedirect({ ...PAYMENT, leftAt: SERVER }, MAIN, store);
    answerAt(SERVER + PENDING_REDIRECT_MAX_AGE_MS + 60_000, -TWO_DAYS_MS);
    expect(readPendingRedirect(MAIN, undefined, store)).toBeNull();
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
  });

  it('does not judge the age before any answer gave the back end’s time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    keepPendingRedirect({ ...PAYMENT, leftAt: SERVER }, MAIN, store);
    vi.setSystemTime(SERVER + TWO_DAYS_MS);
    expect(readPendingRedirect(MAIN, undefined, store)).toMatchObject({ paymentId: 'pay_1' });
  });
});
