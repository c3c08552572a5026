import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onRequest } from '@mocks/testing';
import { cashierPaths } from '@features/payments';
import { makeStore } from '@store/store';
import { createI18n } from '@/i18n';
import { clearPrefetched, prefetch } from '@/lib/prefetch';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { initialLanguage } from '../initialLanguage';
import { syncLanguage } from '../languageSync';
import { bootRequests } from './bootRequests';

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
  afterEach(() => {
    clearPrefetched();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks, on the cashier route, for the config, methods and conversion methods in the saved language', () => {
    localStorage.setItem('cashier.language', 'de');
    expect(bootRequests()).toEqual(
      [
        cashierPaths.config,
        `${cashierPaths.methods}?action=deposit&currency=EUR`,
        `${cashierPaths.conversionMethods}?action=deposit&currency=EUR`,
      ].map((path) => ({
        url: `${window.location.origin}${path}`,
        headers: { Accept: 'application/json', 'Accept-Language': 'de, en;q=0.5' },
        credentials: 'same-origin',
      })),
    );
  });

  it('asks for nothing on the other routes (their pages load their own data)', () => {
    for (const path of ['/transaction-history', '/support', '/terms-and-conditions']) {
      window.history.replaceState(null, '', path);
      expect(bootRequests()).toEqual([]);
    }
  });

  it.each(['en', 'ar'])(
    'gives the app (in %s) the answers it would have asked for: each first request reaches the back end once',
    async (language) => {
      localStorage.setItem('cashier.language', language);
      const seen = recordRequests();
      prefetch(bootRequests());
      const i18n = startApp();
      expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
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
    const seen = recordRequests();
    startApp();
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
    expect(
      seen
        .map((request) => request.line)
        .filter((line) => !line.includes('/player'))
        .sort(),
    ).toEqual(
      bootRequests()
        .map(({ url }) => `GET ${url.replace(window.location.origin, '')}`)
        .sort(),
    );
  });
});
