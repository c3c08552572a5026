import { cashierScreenRequests } from '@features/payments/api/firstRequests';
import { routeOfPath } from '@features/widget/routes';
import { API_CREDENTIALS, apiOrigin, cashierRequestHeaders } from '@store/request';
import type { PrefetchRequest } from '@/lib/prefetch';
import { initialLanguage } from '../initialLanguage';

/**
 * The API requests the standalone app will make first on this page, built with the app's own
 * functions (route, language, origin, headers, paths): on the cashier route, the config, methods
 * and conversion methods; on the other routes, none (their pages load their data on demand).
 */
export function bootRequests(win: Window = window): PrefetchRequest[] {
  if (routeOfPath(win.location.pathname) !== '/') return [];
  const headers = cashierRequestHeaders(initialLanguage(win));
  const origin = apiOrigin();
  return cashierScreenRequests().map((path) => ({
    url: `${origin}${path}`,
    headers,
    credentials: API_CREDENTIALS,
  }));
}
