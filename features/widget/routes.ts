/**
 * The widget's routes as plain data and functions (no Redux): the slice, the URL sync and the boot
 * prefetch (src/app/boot) share them.
 */

/** The route identifiers of the embedded payments widget. */
export const WIDGET_ROUTES = [
  '/',
  'transaction-history',
  'terms-and-conditions',
  'support',
  'fast-deposit',
] as const;
export type WidgetRoute = (typeof WIDGET_ROUTES)[number];

export function isWidgetRoute(value: unknown): value is WidgetRoute {
  return typeof value === 'string' && (WIDGET_ROUTES as readonly string[]).includes(value);
}

/** The URL path of a route in the standalone app ('/' stays '/'). */
export function pathOfRoute(route: WidgetRoute): string {
  return route === '/' ? '/' : `/${route}`;
}

/** The route of a URL path; unknown paths are the cashier ('/'). */
export function routeOfPath(pathname: string): WidgetRoute {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === '' ? '/' : isWidgetRoute(name) ? name : '/';
}
