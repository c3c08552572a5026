// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { server } from '@mocks/node';
import { apiUrl, catalogWith, onRequest, onResponse, useFreshBackend } from '@mocks/testing';
import { cashierPaths } from '@features/payments';
import { makeStore } from '@/app/store';
import { createI18n } from '@common/i18n';
import { clearPrefetched } from '@common/lib/prefetch';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { initialLanguage } from '../initialLanguage';
import { syncLanguage } from '../languageSync';
import { bootRequests, prefetchBootRequests } from './bootRequests';

/** Starts the app as main.tsx does (language, store, language sync), at the current URL. */
function startApp() {
  const i18n = createI18n({ language: initialLanguage() });
  const store = makeStore();
  syncLanguage(store, i18n);
  render(
    <AppProviders store={store} i18n={i18n}>
      <App />
    </AppProviders>,
  );
  return i18n;
}

/** Waits for the method list (its radios; the action switch has radios too), in any language. */
async function methodsShown() {
  await waitFor(() => {
    expect(document.querySelectorAll('input[name="payment-method"]')).not.toHaveLength(0);
  });
}

/** Every API request the mock back end receives, as "METHOD path?query" plus its language. */
function recordRequests() {
  const seen: { line: string; language: string | null }[] = [];
  onRequest((request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/'))
      seen.push({
        line: `${request.method} ${url.pathname}${url.search}`,
        language: request.headers.get('Accept-Language'),
      });
  });
  return seen;
}

describe('boot prefetch', () => {
  afterEach(async () => {
    await clearPrefetched();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks, on the cashier route, for the config, then methods and conversion methods in a currency, in the saved language', () => {
    localStorage.setItem('cashier.language', 'de');
    const requests = bootRequests();
    const asRequest = (path: string) => ({
      url: `${window.location.origin}${path}`,
      headers: { Accept: 'application/json', 'Accept-Language': 'de, en;q=0.5' },
      credentials: 'include',
    });
    expect(requests?.first).toEqual([asRequest(cashierPaths.config)]);
    expect(requests?.inCurrency('SEK')).toEqual(
      [
        `${cashierPaths.methods}?action=deposit&currency=SEK`,
        `${cashierPaths.conversionMethods}?action=deposit&currency=SEK`,
      ].map(asRequest),
    );
  });

  it('asks for nothing on the other routes (their pages load their own data)', () => {
    for (const path of ['/transaction-history', '/support', '/terms-and-conditions']) {
      window.history.replaceState(null, '', path);
      expect(bootRequests()).toBeNull();
    }
  });

  it("names only a currency the back end offers: a catalog without EUR gets the player's default, nothing is refused", async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.currencies = ['SEK', 'CAD'];
        catalog.currencyScales = { SEK: 2, CAD: 2 };
        catalog.defaultCurrency = 'CAD';
        for (const method of catalog.methods) {
          method.limits = { SEK: { min: '100', max: '50000' }, CAD: { min: '10', max: '5000' } };
          delete method.presets;
        }
        catalog.conversionMethods = [];
        delete catalog.lastUsedDeposit;
      }),
    );
    const seen = recordRequests();
    const refused: string[] = [];
    onResponse((response, request) => {
      if (response.status >= 400) refused.push(`${String(response.status)} ${request.url}`);
    });
    const requests = bootRequests();
    if (!requests) throw new Error('the cashier route prefetches');
    void prefetchBootRequests(requests);
    startApp();
    await methodsShown();
    const lines = seen.map((request) => request.line);
    expect(lines.filter((line) => /currency=(?!CAD\b)/.test(line))).toEqual([]);
    expect(lines).toContain(`GET ${cashierPaths.methods}?action=deposit&currency=CAD`);
    expect(refused).toEqual([]);
  });

  it('asks for no methods when the config is one the app refuses (a placeholder currency)', async () => {
    server.use(
      http.get(apiUrl(cashierPaths.config), () =>
        HttpResponse.json({
          currencies: ['string'],
          currencyScales: { string: 0 },
          defaultCurrency: 'string',
          mercuryoMode: 'production',
        }),
      ),
    );
    const seen = recordRequests();
    const requests = bootRequests();
    if (!requests) throw new Error('the cashier route prefetches');
    // Resolves once the config's answer was read: a methods request would have left by then.
    await prefetchBootRequests(requests);
    expect(seen.map((request) => request.line)).toContain(`GET ${cashierPaths.config}`);
    expect(
      seen.map((request) => request.line).filter((line) => line.includes('currency=')),
    ).toEqual([]);
  });

  it.each(['en', 'ar'])(
    'gives the app (in %s) the answers it would have asked for: each first request reaches the back end once',
    async (language) => {
      localStorage.setItem('cashier.language', language);
      const seen = recordRequests();
      const requests = bootRequests();
      if (!requests) throw new Error('the cashier route prefetches');
      void prefetchBootRequests(requests);
      const i18n = startApp();
      await methodsShown();
      // The language file (ar) arrives on its own; the test ends only once it has, so its late
      // re-render cannot outlive the test environment.
      await waitFor(() => {
        expect(i18n.hasLoadedNamespace('translation')).toBe(true);
      });
      const first = seen.slice(0, 3);
      expect(first.map((request) => request.line).sort()).toEqual(
        [
          `GET ${cashierPaths.config}`,
          `GET ${cashierPaths.methods}?action=deposit&currency=EUR`,
          `GET ${cashierPaths.conversionMethods}?action=deposit&currency=EUR`,
        ].sort(),
      );
      expect(first.every((request) => request.language === `${language}, en;q=0.5`)).toBe(true);
      // No second request for any of them: the app took the early answers over.
      for (const { line } of first) {
        expect(seen.filter((request) => request.line === line)).toHaveLength(1);
      }
    },
  );

  it('without a prefetch, the app asks for the same three itself (what the prefetch must match)', async () => {
    const requests = bootRequests();
    const seen = recordRequests();
    startApp();
    await methodsShown();
    expect(
      seen
        .map((request) => request.line)
        .filter((line) => !line.includes('/player'))
        .sort(),
    ).toEqual(
      [...(requests?.first ?? []), ...(requests?.inCurrency('EUR') ?? [])]
        .map(({ url }) => `GET ${url.replace(window.location.origin, '')}`)
        .sort(),
    );
  });
});
