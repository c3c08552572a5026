// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCatalog } from '@mocks/handlers';
import { catalogWith, onRequest, useFreshBackend } from '@mocks/testing';
import { makeStore } from '@/app/store';
import { cashierPaths } from '@contract/paths';
import { paymentsApi, resetCache } from './paymentsApi';

/** Counts requests per pathname + method while a test runs. */
function countRequests() {
  const counts = new Map<string, number>();
  onRequest((request) => {
    const url = new URL(request.url);
    const keys = [`${request.method} ${url.pathname}`];
    if (url.search) keys.push(`${request.method} ${url.pathname}${url.search}`);
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return {
    count: (method: string, path: string) => counts.get(`${method} ${path}`) ?? 0,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payments API cache', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it('caches methods per action and currency, and refetches after resetCache', async () => {
    const requests = countRequests();
    const store = makeStore();
    const deposit = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    await deposit;
    const cashout = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'cashout', currency: 'EUR' }),
    );
    await cashout;
    const depositAgain = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    await depositAgain;
    expect(requests.count('GET', cashierPaths.methods)).toBe(2);

    store.dispatch(resetCache());
    await settle();
    await store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    expect(requests.count('GET', cashierPaths.methods)).toBe(4); // both lists on screen refetched
    [deposit, cashout, depositAgain].forEach((subscription) => {
      subscription.unsubscribe();
    });
  });

  it('drops unwatched entries on resetCache so the next read fetches again', async () => {
    const requests = countRequests();
    const store = makeStore();
    const config = store.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    await config;
    config.unsubscribe();
    store.dispatch(resetCache());
    await store.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    expect(requests.count('GET', cashierPaths.config)).toBe(2);
  });

  it('deleting a saved profile refetches only the lists that show its method', async () => {
    const requests = countRequests();
    const store = makeStore();
    const eur = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    const { data } = await eur;
    const card = data?.methods.find((method) => method.id === 'card');
    const profile = card?.savedProfiles?.[0];
    expect(profile).toBeDefined();
    const btc = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'BTC' }),
    );
    await btc;

    await store
      .dispatch(
        paymentsApi.endpoints.deleteSavedProfile.initiate({
          profileId: profile?.id ?? '',
          methodId: 'card',
        }),
      )
      .unwrap();
    await settle();
    const after = await eur.refetch();
    expect(
      after.data?.methods.find((method) => method.id === 'card')?.savedProfiles?.map((p) => p.id),
    ).not.toContain(profile?.id);
    // The EUR list shows the card method: refetched. The BTC list does not: fetched once.
    expect(requests.count('GET', `${cashierPaths.methods}?action=deposit&currency=EUR`)).toBe(3);
    expect(requests.count('GET', `${cashierPaths.methods}?action=deposit&currency=BTC`)).toBe(1);
    eur.unsubscribe();
    btc.unsubscribe();
  });

  it('saving player fields refetches the forms that ask for profile data, and no other', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const skrill = catalog.methods.find((method) => method.id === 'skrill');
        skrill?.fields.push({
          name: 'first_name',
          type: 'text',
          label: 'First name',
          required: true,
          profileField: true,
        });
      }),
    );
    const requests = countRequests();
    const store = makeStore();
    const args = { action: 'deposit', currency: 'EUR' } as const;
    const skrill = store.dispatch(
      paymentsApi.endpoints.getMethodFields.initiate({ ...args, methodId: 'skrill' }),
    );
    const card = store.dispatch(
      paymentsApi.endpoints.getMethodFields.initiate({ ...args, methodId: 'card' }),
    );
    await Promise.all([skrill, card]);
    await store
      .dispatch(paymentsApi.endpoints.savePlayerFields.initiate({ fields: { first_name: 'Ada' } }))
      .unwrap();
    await settle();
    await skrill;
    expect(requests.count('GET', cashierPaths.methodFields('skrill'))).toBe(2);
    expect(requests.count('GET', cashierPaths.methodFields('card'))).toBe(1);
    expect(requests.count('PATCH', cashierPaths.playerFields)).toBe(1);
    skrill.unsubscribe();
    card.unsubscribe();
  });

  it("saving player fields refetches the config too (the player's name and email for the chat)", async () => {
    const requests = countRequests();
    const store = makeStore();
    const config = store.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    await config;
    await store
      .dispatch(paymentsApi.endpoints.savePlayerFields.initiate({ fields: { first_name: 'Ada' } }))
      .unwrap();
    await settle();
    expect(requests.count('GET', cashierPaths.config)).toBe(2);
    config.unsubscribe();
  });

  it('an accepted cash-out refetches the cash-out methods on screen (limits, saved accounts)', async () => {
    const requests = countRequests();
    const store = makeStore();
    const list = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'cashout', currency: 'EUR' }),
    );
    await list;
    await store
      .dispatch(
        paymentsApi.endpoints.submit.initiate({
          action: 'cashout',
          methodId: 'skrill',
          currency: 'EUR',
          amount: '50.00',
          fieldsVersion:
            defaultCatalog.methods.find((method) => method.id === 'skrill')?.fieldsVersion ?? '',
          fields: { skrill_email: 'ada@example.com' },
          idempotencyKey: 'cashout-1',
        }),
      )
      .unwrap();
    await settle();
    expect(requests.count('GET', `${cashierPaths.methods}?action=cashout&currency=EUR`)).toBe(2);
    list.unsubscribe();
  });

  it('drops cached conversion quotes on resetCache, so the next quote is fetched again', async () => {
    const requests = countRequests();
    const store = makeStore();
    const args = { methodId: 'mercuryo_crypto', from: 'EUR', to: 'BTC', amount: '100.00' };
    const first = store.dispatch(paymentsApi.endpoints.getConversionQuote.initiate(args));
    await first;
    first.unsubscribe();
    await store.dispatch(paymentsApi.endpoints.getConversionQuote.initiate(args));
    expect(requests.count('GET', cashierPaths.conversionQuote)).toBe(1); // cached within its 30 s

    store.dispatch(resetCache());
    await settle();
    await store.dispatch(paymentsApi.endpoints.getConversionQuote.initiate(args));
    expect(requests.count('GET', cashierPaths.conversionQuote)).toBe(2);
  });

  it('reads config and conversion methods through their schemas', async () => {
    const store = makeStore();
    const config = await store.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    expect(config.data).toMatchObject({ defaultCurrency: 'EUR', mercuryoMode: 'development' });
    const buy = await store.dispatch(
      paymentsApi.endpoints.getConversionMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    const sell = await store.dispatch(
      paymentsApi.endpoints.getConversionMethods.initiate({ action: 'cashout', currency: 'EUR' }),
    );
    expect(buy.data?.methods.map((method) => method.id)).toContain('mercuryo_crypto');
    expect(sell.data?.methods.map((method) => method.id)).toContain('mercuryo_fiat');
  });
});
