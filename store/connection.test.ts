// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '@features/payments';
import { cashierPaths } from '@contract/paths';
import { server } from '@mocks/node';
import { onRequest } from '@mocks/testing';
import { SESSION_ENDED_ERROR } from './baseQuery';
import { createConnection } from './connection';
import type { ConnectionSettings } from './connection';
import { selectSessionStatus } from './session';
import { makeStore } from '@/app/store';

const PAY = 'https://pay.example/cashier';
const CONFIG = {
  currencies: ['EUR'],
  currencyScales: { EUR: 2 },
  defaultCurrency: 'EUR',
  mercuryoMode: 'production',
};

/** A back end at {@link PAY} that lets in only `Bearer good` (and cookie requests without a header). */
function backEndAtPay() {
  const seen: { authorization: string | null; credentials: string }[] = [];
  server.use(
    http.get(`${PAY}${cashierPaths.config}`, ({ request }) => {
      const authorization = request.headers.get('Authorization');
      seen.push({ authorization, credentials: request.credentials });
      if (authorization !== null && authorization !== 'Bearer good') {
        return HttpResponse.json(
          { error: { type: 'unauthorized', message: 'expired' } },
          { status: 401 },
        );
      }
      return HttpResponse.json(CONFIG);
    }),
  );
  return seen;
}

function storeWith(connection: ConnectionSettings) {
  const store = makeStore({ connection: createConnection(connection) });
  const loadConfig = () =>
    store.dispatch(paymentsApi.endpoints.config.initiate(undefined, { forceRefetch: true }));
  return { store, loadConfig };
}

describe('the connection (runtime settings)', () => {
  it('sends every request to the configured API base URL, path prefix kept, with cookies', async () => {
    const seen = backEndAtPay();
    const { loadConfig } = storeWith({ apiBaseUrl: `${PAY}/` });
    const result = await loadConfig();
    expect(result.data?.defaultCurrency).toBe('EUR');
    expect(seen).toEqual([{ authorization: null, credentials: 'include' }]);
  });

  it('signs requests with the host’s bearer token, asked once and then kept', async () => {
    const seen = backEndAtPay();
    const getToken = vi.fn(() => Promise.resolve('good'));
    const { loadConfig } = storeWith({ apiBaseUrl: PAY, credentials: 'bearer', getToken });
    await loadConfig();
    await loadConfig();
    expect(getToken.mock.calls).toEqual([['start']]);
    expect(seen).toEqual([
      { authorization: 'Bearer good', credentials: 'omit' },
      { authorization: 'Bearer good', credentials: 'omit' },
    ]);
  });
});

describe('an expired session (401)', () => {
  it('asks the host for a new token once and sends the same request again', async () => {
    const seen = backEndAtPay();
    const getToken = vi.fn((reason: string) => (reason === 'start' ? 'stale' : 'good'));
    const { store, loadConfig } = storeWith({ apiBaseUrl: PAY, credentials: 'bearer', getToken });
    const result = await loadConfig();
    expect(result.data?.defaultCurrency).toBe('EUR');
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer good']);
    expect(selectSessionStatus(store.getState())).toBe('active');
  });

  it('asks only once for requests that failed together', async () => {
    backEndAtPay();
    const getToken = vi.fn((reason: string) => (reason === 'start' ? 'stale' : 'good'));
    const { store } = storeWith({ apiBaseUrl: PAY, credentials: 'bearer', getToken });
    const { config, getMethods } = paymentsApi.endpoints;
    server.use(
      http.get(`${PAY}${cashierPaths.methods}`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer good'
          ? HttpResponse.json({ action: 'deposit', currency: 'EUR', methods: [] })
          : HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 }),
      ),
    );
    const [first, second] = await Promise.all([
      store.dispatch(config.initiate(undefined)),
      store.dispatch(getMethods.initiate({ action: 'deposit', currency: 'EUR' })),
    ]);
    expect(first.isSuccess && second.isSuccess).toBe(true);
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
  });

  it('tries a token renewed elsewhere while the request was on its way, without asking again', async () => {
    const seen: (string | null)[] = [];
    const getToken = vi.fn((reason: string) => (reason === 'start' ? 'stale' : 'good'));
    const { store, loadConfig } = storeWith({ apiBaseUrl: PAY, credentials: 'bearer', getToken });
    server.use(
      http.get(`${PAY}${cashierPaths.config}`, async ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push(authorization);
        if (authorization === 'Bearer good') return HttpResponse.json(CONFIG);
        // The live socket's 4401 renewed the session meanwhile (startLiveUpdates.ts).
        await store.connection.renew();
        return HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 });
      }),
    );
    const result = await loadConfig();
    expect(result.data?.defaultCurrency).toBe('EUR');
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
    expect(seen).toEqual(['Bearer stale', 'Bearer good']);
    expect(selectSessionStatus(store.getState())).toBe('active');
  });

  it('ends the session when the new token is refused too, and says so to the caller', async () => {
    const seen = backEndAtPay();
    const getToken = vi.fn(() => 'stale');
    const { store, loadConfig } = storeWith({ apiBaseUrl: PAY, credentials: 'bearer', getToken });
    const result = await loadConfig();
    expect(result.error).toEqual(SESSION_ENDED_ERROR);
    expect(seen).toHaveLength(2);
    expect(selectSessionStatus(store.getState())).toBe('ended');
  });

  it('ends the session at once when the host has none to give (null or a throw)', async () => {
    for (const getToken of [() => null, () => Promise.reject(new Error('signed out'))]) {
      const seen = backEndAtPay();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store, loadConfig } = storeWith({
        apiBaseUrl: PAY,
        credentials: 'cookies',
        getToken,
      });
      server.use(
        http.get(`${PAY}${cashierPaths.config}`, () =>
          HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 }),
        ),
      );
      const result = await loadConfig();
      expect(result.error).toEqual(SESSION_ENDED_ERROR);
      expect(seen).toHaveLength(0);
      expect(selectSessionStatus(store.getState())).toBe('ended');
      warn.mockRestore();
    }
  });

  it('renews a cookie session through the host and retries without any token', async () => {
    let renewed = false;
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${PAY}${cashierPaths.config}`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return renewed
          ? HttpResponse.json(CONFIG)
          : HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 });
      }),
    );
    const getToken = vi.fn(() => {
      renewed = true;
      return undefined; // the host refreshed its cookie; there is no token to hand over
    });
    const { store, loadConfig } = storeWith({ apiBaseUrl: PAY, getToken });
    const result = await loadConfig();
    expect(result.data?.defaultCurrency).toBe('EUR');
    expect(getToken.mock.calls).toEqual([['expired']]);
    expect(seen).toEqual([null, null]);
    expect(selectSessionStatus(store.getState())).toBe('active');
  });

  it('comes back from an ended session with the next answer (signed in again on the host)', async () => {
    backEndAtPay();
    let token = 'stale';
    const { store, loadConfig } = storeWith({
      apiBaseUrl: PAY,
      credentials: 'bearer',
      getToken: () => token,
    });
    await loadConfig();
    expect(selectSessionStatus(store.getState())).toBe('ended');
    token = 'good';
    const again = await loadConfig();
    expect(again.isSuccess).toBe(true);
    expect(selectSessionStatus(store.getState())).toBe('active');
  });

  it('sends a submit again with the same body and idempotency key after a renewal', async () => {
    const sent: Promise<{ body: string; key: string | null; authorization: string | null }>[] = [];
    onRequest((request) => {
      if (request.method !== 'POST') return;
      const key = request.headers.get('Idempotency-Key');
      const authorization = request.headers.get('Authorization');
      sent.push(
        request
          .clone()
          .text()
          .then((body) => ({ body, key, authorization })),
      );
    });
    const tokens = ['expired-1', 'fresh-2'];
    const { store } = storeWith({
      credentials: 'bearer',
      getToken: () => tokens.shift() ?? null,
    });
    const result = await store.dispatch(
      paymentsApi.endpoints.submit.initiate({
        action: 'deposit',
        currency: 'EUR',
        methodId: 'skrill',
        amount: '20.00',
        fieldsVersion: 'v1',
        fields: { email: 'player@example.com' },
        idempotencyKey: 'attempt-1',
      }),
    );
    const bodies = await Promise.all(sent);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.body).toBe(bodies[0]?.body);
    expect(bodies.map((request) => [request.key, request.authorization])).toEqual([
      ['attempt-1', 'Bearer expired-1'],
      ['attempt-1', 'Bearer fresh-2'],
    ]);
    expect('error' in result && result.error).not.toEqual(SESSION_ENDED_ERROR);
  });
});
