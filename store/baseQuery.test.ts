// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cashierRoutes } from '@contract/paths';
import { cashierPaths, paymentsApi } from '@features/payments';
import { server } from '@mocks/node';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { clearPrefetched, prefetch } from '@common/lib/prefetch';
import { disposeAfterTest } from '@testing/disposeAfterTest';
import { COOKIE_CREDENTIALS, apiOrigin, cashierRequestHeaders } from './request';
import { makeStore } from '@/app/store';

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

describe('an answer that is not the contract’s', () => {
  /** `getPayment` answered with `answer`: the error it rejects with. */
  async function errorOf(answer: () => Response) {
    server.use(http.get(cashierRoutes.payment, answer));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    disposeAfterTest(store.dispose);
    await store.api.ready();
    const query = store.dispatch(paymentsApi.endpoints.getPayment.initiate('pay_1'));
    const result = await query;
    query.unsubscribe();
    return result.error;
  }
  const page = (status: number) => () =>
    new HttpResponse('<html><body><h1>Bad Gateway</h1></body></html>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    });

  it.each([200, 404, 502, 504])(
    'is malformed when it is an HTML page at %i, whatever its status',
    async (status) => {
      expect(await errorOf(page(status))).toMatchObject({ kind: 'malformed', httpStatus: status });
    },
  );

  it('is malformed when an error status comes without the contract’s error body', async () => {
    expect(
      await errorOf(() => HttpResponse.json({ message: 'upstream' }, { status: 502 })),
    ).toMatchObject({ kind: 'malformed', httpStatus: 502 });
    expect(await errorOf(() => new HttpResponse(null, { status: 503 }))).toMatchObject({
      kind: 'malformed',
      httpStatus: 503,
    });
  });

  it('is malformed when cut off, and the back end’s own error body stays its word', async () => {
    expect(
      await errorOf(
        () =>
          new HttpResponse('{"paymentId":"pay_1","sta', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    ).toMatchObject({ kind: 'malformed', httpStatus: 200 });
    expect(
      await errorOf(() =>
        HttpResponse.json(
          { error: { type: 'request_error', message: 'No such payment.' } },
          { status: 404 },
        ),
      ),
    ).toEqual({
      kind: 'http',
      type: 'request_error',
      message: 'No such payment.',
      httpStatus: 404,
    });
  });
});
