// @vitest-environment happy-dom
/**
 * Every RTK Query endpoint against the contract's endpoint table (contract/paths.ts `ROUTES`): the
 * request it sends has the table's method and path, and no endpoint is missing from the table or
 * this test. The endpoints build their requests with `endpointRequest` (store/endpointRequest.ts),
 * which reads the table; an endpoint that named its own method or path and got it wrong fails here.
 * A DOM environment: the endpoints ask for paths relative to the page, as in the browser.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES, type EndpointName, ROUTES, fillPath } from '@contract/paths';
import { historyApi } from '@features/history';
import { SealedSecrets, paymentOutcomeApi, paymentsApi } from '@features/payments';
import { merchantSessionApi } from '@features/wallet/merchantSessionApi';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { api } from '@store/api';
import { endpointRequest } from '@store/endpointRequest';
import { makeStore } from './store';

type Store = ReturnType<typeof makeStore>;

interface Row {
  /** The path's parameters the call fills in. */
  path?: Record<string, string>;
  /** Starts the endpoint's request; the subscription or mutation is left to the store's disposal. */
  call: (store: Store) => unknown;
}

const ids = { methodId: 'visa', paymentId: 'pay_1', profileId: 'profile_1' };

/** One call per RTK Query endpoint, by its name in the table. */
const ROWS: Partial<Record<EndpointName, Row>> = {
  getMethods: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
      ),
  },
  getConversionMethods: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.getConversionMethods.initiate({ action: 'deposit', currency: 'EUR' }),
      ),
  },
  getMethodFields: {
    path: { methodId: ids.methodId },
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.getMethodFields.initiate({
          action: 'deposit',
          currency: 'EUR',
          methodId: ids.methodId,
        }),
      ),
  },
  deleteSavedProfile: {
    path: { profileId: ids.profileId },
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.deleteSavedProfile.initiate({
          profileId: ids.profileId,
          methodId: ids.methodId,
        }),
      ),
  },
  getPaymentByKey: {
    call: (store) => store.dispatch(paymentOutcomeApi.endpoints.getPaymentByKey.initiate('key-1')),
  },
  submit: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.submit.initiate({
          action: 'deposit',
          currency: 'EUR',
          methodId: ids.methodId,
          amount: '10.00',
          fieldsVersion: '1',
          fields: {},
          idempotencyKey: 'key-2',
        }),
      ),
  },
  getPayment: {
    path: { paymentId: ids.paymentId },
    call: (store) => store.dispatch(paymentsApi.endpoints.getPayment.initiate(ids.paymentId)),
  },
  cancelPayment: {
    path: { paymentId: ids.paymentId },
    call: (store) =>
      store.dispatch(
        paymentOutcomeApi.endpoints.cancelPayment.initiate({
          paymentId: ids.paymentId,
          reason: 'unsafe_redirect_url',
        }),
      ),
  },
  config: { call: (store) => store.dispatch(paymentsApi.endpoints.config.initiate(undefined)) },
  getConversionQuote: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.getConversionQuote.initiate({
          methodId: 'mercuryo',
          from: 'EUR',
          to: 'BTC',
          amount: '10.00',
        }),
      ),
  },
  savePlayerFields: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.savePlayerFields.initiate({ fields: { firstName: 'Ada' } }),
      ),
  },
  uploadVerificationDocument: {
    call: (store) =>
      store.dispatch(
        paymentsApi.endpoints.uploadVerificationDocument.initiate({
          kind: 'identity',
          document: new SealedSecrets({ document: 'data:image/png;base64,AAAA' }),
        }),
      ),
  },
  appleMerchantSession: {
    call: (store) =>
      store.dispatch(
        merchantSessionApi.endpoints.appleMerchantSession.initiate({
          methodId: 'applepay',
          validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        }),
      ),
  },
  getTransactions: {
    call: (store) => store.dispatch(historyApi.endpoints.getTransactions.initiate({})),
  },
};

/** The tracker sends its events itself (features/tracker), not through RTK Query. */
const NOT_RTK_QUERY: readonly EndpointName[] = ['postEvents'];

/** The method and path of the first request `call` sends. */
async function firstRequest(call: Row['call']): Promise<string> {
  const seen: string[] = [];
  onRequest((request) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const store = makeStore();
  try {
    await store.api.ready();
    // A query's or mutation's result settles once its answer came (or its request failed).
    const result: unknown = await Promise.resolve(call(store));
    expect(
      seen,
      `no request reached the back end; the call ended with ${JSON.stringify(result)}`,
    ).not.toHaveLength(0);
    return seen[0] ?? '';
  } finally {
    store.dispose();
  }
}

describe('the RTK Query endpoints and the endpoint table', () => {
  it('has one row here for every endpoint the API holds, and the API holds the table', () => {
    const apiEndpoints = Object.keys(api.endpoints).sort();
    expect(Object.keys(ROWS).sort()).toEqual(apiEndpoints);
    expect(apiEndpoints).toEqual(
      ENDPOINT_NAMES.filter((name) => !NOT_RTK_QUERY.includes(name)).sort(),
    );
  });

  it.each(Object.entries(ROWS))('%s sends the method and path of the table', async (name, row) => {
    useFreshBackend();
    const route = ROUTES[name as EndpointName];
    expect(await firstRequest(row.call)).toBe(
      `${route.method} ${fillPath(route.path, row.path ?? {})}`,
    );
  });
});

describe('endpointRequest', () => {
  it('takes the method and fills the path from the table, each parameter URL-encoded', () => {
    expect(endpointRequest('cancelPayment', { path: { paymentId: 'a/b c' }, body: {} })).toEqual({
      url: '/api/cashier/v1/payments/a%2Fb%20c/cancel',
      method: 'POST',
      body: {},
    });
    expect(endpointRequest('config')).toEqual({ url: '/api/cashier/v1/config', method: 'GET' });
  });

  it('asks for exactly the path parameters of the route (types)', () => {
    // @ts-expect-error: getPayment's path has {paymentId}
    endpointRequest('getPayment');
    // @ts-expect-error: config's path has no parameters
    endpointRequest('config', { path: { paymentId: 'x' } });
    // @ts-expect-error: a parameter the path does not have
    endpointRequest('getPayment', { path: { methodId: 'x' } });
    expect(true).toBe(true);
  });
});
