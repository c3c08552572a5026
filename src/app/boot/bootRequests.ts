import { cashierScreenRequests } from '@features/payments/model/firstRequests';
import { isCurrencyOffer } from '@contract/currencyOffer';
import { offeredCurrency } from '@features/payments/model/offeredCurrency';
import { routeOfPath } from '@features/navigation/routes';
import { COOKIE_CREDENTIALS, apiOrigin, cashierRequestHeaders } from '@store/request';
import { type PrefetchRequest, prefetch } from '@common/lib/prefetch';
import { initialLanguage } from '../initialLanguage';

/** The first API requests of the page, in the order they can be made. */
export interface BootRequests {
  /** The config: made at once. */
  first: PrefetchRequest[];
  /** The methods and conversion methods: made once the config has named the currency. */
  inCurrency: (currency: string) => PrefetchRequest[];
}

/**
 * The API requests the standalone app will make first on this page, built with the app's own
 * functions (route, language, API base URL, headers, paths): on the cashier route, the config, then the
 * methods and conversion methods in the currency it names; on the other routes, none (their pages
 * load their data on demand): `null`.
 */
export function bootRequests(
  win: Window = window,
  apiBaseUrl: string = apiOrigin(),
): BootRequests | null {
  if (routeOfPath(win.location.pathname) !== '/') return null;
  const headers = cashierRequestHeaders(initialLanguage(win));
  const origin = apiBaseUrl.replace(/\/+$/, '');
  const toRequest = (path: string): PrefetchRequest => ({
    url: `${origin}${path}`,
    headers,
    credentials: COOKIE_CREDENTIALS,
  });
  return {
    first: cashierScreenRequests.first().map(toRequest),
    inCurrency: (currency) => cashierScreenRequests.inCurrency(currency).map(toRequest),
  };
}

/**
 * Starts the boot requests: the config at once, then the methods in the currency the config makes
 * the cashier use (as the app will choose it), as soon as it answers. The methods wait for the
 * config because no request may name a currency the back end has not offered, nor one of a config
 * the app refuses (contract/currencyOffer.ts); they still leave before the app's code has run. Any
 * failure only means the app fetches for itself. Resolves once the config's answer was read.
 */
export function prefetchBootRequests(
  requests: BootRequests,
  environment?: Parameters<typeof prefetch>[1],
): Promise<void> {
  const [config] = prefetch(requests.first, environment);
  return (config ?? Promise.resolve(null))
    .then((response) => (response?.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((answer) => {
      // Checked as the app checks it: a config it refuses names no currency to ask for.
      const currency = isCurrencyOffer(answer) ? offeredCurrency('', answer) : null;
      if (currency) void prefetch(requests.inCurrency(currency), environment);
    })
    .catch(() => undefined);
}
