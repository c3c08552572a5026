/**
 * The widget's routes as plain data and functions (no Redux): the slice, the URL sync and the boot
 * prefetch (src/app/boot) share them.
 */

/** The route identifiers of the embedded payments widget. */
export const CASHIER_ROUTES = [
  '/',
  'transaction-history',
  'terms-and-conditions',
  'support',
  'fast-deposit',
] as const;
export type CashierRoute = (typeof CASHIER_ROUTES)[number];

export function isCashierRoute(value: unknown): value is CashierRoute {
  return typeof value === 'string' && (CASHIER_ROUTES as readonly string[]).includes(value);
}

/** The URL path of a route in the standalone app ('/' stays '/'). */
export function pathOfRoute(route: CashierRoute): string {
  return route === '/' ? '/' : `/${route}`;
}

/** The route of a URL path; unknown paths are the cashier ('/'). */
export function routeOfPath(pathname: string): CashierRoute {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === '' ? '/' : isCashierRoute(name) ? name : '/';
}
