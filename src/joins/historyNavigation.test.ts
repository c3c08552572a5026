import { describe, expect, it } from 'vitest';
import { routeChanged, selectHistoryPaymentId, selectRoute } from '@features/navigation';
import { paymentHistoryRequested } from '@features/payments';
import { makeStore } from '@/app/store';

describe('history navigation', () => {
  it("opens the history at the payment a receipt's link names", () => {
    const store = makeStore();
    store.dispatch(paymentHistoryRequested({ paymentId: 'pay_1' }));
    expect(selectRoute(store.getState())).toBe('transaction-history');
    expect(selectHistoryPaymentId(store.getState())).toBe('pay_1');
    store.dispatch(routeChanged('/'));
    store.dispatch(routeChanged('transaction-history'));
    // Opened by hand later, the history opens at its top again.
    expect(selectHistoryPaymentId(store.getState())).toBeUndefined();
    store.dispose();
  });
});
