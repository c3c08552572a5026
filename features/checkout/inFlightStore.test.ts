import { describe, expect, it } from 'vitest';
import { forgetInFlightPayment, keepInFlightPayment } from './inFlightStore';
import { readPendingRedirect } from './pendingRedirect';
import type { SessionStore } from './pendingRedirectStore';
import { PENDING_REDIRECT_KEY, keepPendingRedirect } from './pendingRedirectStore';

function memoryStore(): SessionStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const sending = (idempotencyKey: string) => ({
  idempotencyKey,
  action: 'deposit' as const,
  methodId: 'card',
  methodName: 'Credit or debit card',
  amount: '50.00',
  currency: 'EUR',
  leftAt: 1_000,
});

describe('a payment kept while it is sending', () => {
  it('is read back as in flight by the cashier that kept it, and only by it', () => {
    const store = memoryStore();
    keepInFlightPayment(sending('key-1'), 'main', store);
    expect(readPendingRedirect('main', 2_000, store)).toEqual(sending('key-1'));
    expect(readPendingRedirect('sidebar', 2_000, store)).toBeNull();
  });

  it('is forgotten by its own answer, not by another attempt’s or another cashier’s', () => {
    const store = memoryStore();
    keepInFlightPayment(sending('key-1'), 'main', store);
    forgetInFlightPayment('key-0', 'main', store);
    forgetInFlightPayment('key-1', 'sidebar', store);
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(true);
    forgetInFlightPayment('key-1', 'main', store);
    expect(store.items.has(PENDING_REDIRECT_KEY)).toBe(false);
  });

  it('leaves a redirect kept since its answer came (the answer sent the player to a provider)', () => {
    const store = memoryStore();
    keepInFlightPayment(sending('key-1'), 'main', store);
    const { action, methodId, methodName, amount, currency, leftAt } = sending('key-1');
    const payment = { action, methodId, methodName, amount, currency, leftAt };
    keepPendingRedirect({ ...payment, paymentId: 'pay_1' }, 'main', store);
    forgetInFlightPayment('key-1', 'main', store);
    expect(readPendingRedirect('main', 2_000, store)).toMatchObject({ paymentId: 'pay_1' });
  });
});
