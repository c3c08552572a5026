// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { cashierPaths, paymentsApi } from '@features/payments';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { clearPrefetched, prefetch } from '@/lib/prefetch';
import { disposeAfterTest } from '@/testing/disposeAfterTest';
import { COOKIE_CREDENTIALS, apiOrigin, cashierRequestHeaders } from './request';
import { makeStore } from './store';

it('hands an early answer over in a task of its own, as an answer from the network comes', async () => {
  useFreshBackend();
  const asked: string[] = [];
  onRequest((request) => asked.push(new URL(request.url).pathname));
  const [early] = prefetch([
    {
      url: `${apiOrigin()}${cashierPaths.config}`,
      headers: cashierRequestHeaders('en'),
      credentials: COOKIE_CREDENTIALS,
    },
  ]);
  await early;
  const store = makeStore();
  disposeAfterTest(store.dispose);
  await store.api.ready();
  const order: string[] = [];
  store.startAppListening({
    matcher: paymentsApi.endpoints.config.matchFulfilled,
    effect: () => {
      order.push('answer stored');
    },
  });
  const query = store.dispatch(paymentsApi.endpoints.config.initiate(undefined));
  setTimeout(() => order.push('a task passed'), 0);
  await query;
  query.unsubscribe();
  expect(order).toEqual(['a task passed', 'answer stored']);
  // The early answer was the one used: the back end was asked once.
  expect(asked).toEqual([cashierPaths.config]);
  await clearPrefetched();
});
