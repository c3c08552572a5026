// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { historyApi, historyPaths } from '@features/history';
import { paymentStatusUpdated } from '@features/payments';
import { onRequest } from '@mocks/testing';
import { makeStore } from '@/app/store';

function countHistoryRequests() {
  const counter = { count: 0 };
  onRequest((request) => {
    if (new URL(request.url).pathname === historyPaths.transactions) counter.count += 1;
  });
  return counter;
}

const update = paymentStatusUpdated({
  paymentId: 'pay-1',
  status: 'success',
  action: 'deposit',
  methodId: 'bitcoin',
  amount: '50.00',
  currency: 'EUR',
});

describe('history sync', () => {
  it('refetches the history on screen when the live socket pushes a payment status', async () => {
    const store = makeStore();
    const list = store.dispatch(historyApi.endpoints.getTransactions.initiate({}));
    await list;
    const requests = countHistoryRequests();
    store.dispatch(update);
    await expect.poll(() => requests.count).toBe(1);
    list.unsubscribe();
  });

  it('leaves the history alone for unrelated actions', async () => {
    const store = makeStore();
    const list = store.dispatch(historyApi.endpoints.getTransactions.initiate({}));
    await list;
    const requests = countHistoryRequests();
    store.dispatch({ type: 'payments/methodSelected', payload: 'visa' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.count).toBe(0);
    list.unsubscribe();
  });
});
