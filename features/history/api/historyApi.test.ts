// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { onRequest } from '@mocks/testing';
import { makeStore } from '@/app/store';
import { historyApi } from './historyApi';
import { invalidateTransactions } from './tags';
import { historyPaths } from '@contract/paths';

/** Records the query string of every history request while a test runs. */
function recordRequests() {
  const searches: string[] = [];
  onRequest((request) => {
    const url = new URL(request.url);
    if (url.pathname === historyPaths.transactions) searches.push(url.search);
  });
  return { searches };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('history API', () => {
  it('sends the filters, a page size of 20 and the cursor of the next page', async () => {
    const requests = recordRequests();
    const store = makeStore();
    const args = { action: 'deposit', statuses: ['success', 'failed'] } as const;
    const list = store.dispatch(historyApi.endpoints.getTransactions.initiate(args));
    const first = await list;
    expect(first.data?.pages[0]?.items).toHaveLength(20);
    await store.dispatch(
      historyApi.endpoints.getTransactions.initiate(args, { direction: 'forward' }),
    );
    expect(requests.searches[0]).toBe('?action=deposit&status=success%2Cfailed&limit=20');
    expect(requests.searches[1]).toMatch(
      /^\?action=deposit&status=success%2Cfailed&cursor=.+&limit=20$/,
    );
    list.unsubscribe();
  });

  it('caches each filter combination separately', async () => {
    const requests = recordRequests();
    const store = makeStore();
    const all = store.dispatch(historyApi.endpoints.getTransactions.initiate({}));
    const cashouts = store.dispatch(
      historyApi.endpoints.getTransactions.initiate({ action: 'cashout' }),
    );
    const [allResult, cashoutResult] = await Promise.all([all, cashouts]);
    expect(allResult.data?.pages[0]?.total).toBe(57);
    expect(cashoutResult.data?.pages[0]?.total).toBe(27);
    await store.dispatch(historyApi.endpoints.getTransactions.initiate({ action: 'cashout' }));
    expect(requests.searches).toHaveLength(2);
    all.unsubscribe();
    cashouts.unsubscribe();
  });

  it('refetches every loaded page of a list on screen when the tag is invalidated', async () => {
    const store = makeStore();
    const list = store.dispatch(historyApi.endpoints.getTransactions.initiate({}));
    await list;
    await store.dispatch(
      historyApi.endpoints.getTransactions.initiate({}, { direction: 'forward' }),
    );
    const requests = recordRequests();
    store.dispatch(invalidateTransactions());
    await expect.poll(() => requests.searches).toHaveLength(2);
    await settle();
    expect(requests.searches[0]).toBe('?limit=20');
    expect(requests.searches[1]).toMatch(/^\?cursor=.+&limit=20$/);
    expect(requests.searches).toHaveLength(2);
    list.unsubscribe();
  });
});
