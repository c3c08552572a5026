/**
 * What every cashier API request carries, as plain functions: the RTK Query base query uses them,
 * and so does the boot prefetch (src/app/boot), whose requests must match the app's exactly.
 */

/**
 * The default API base URL: `VITE_API_ORIGIN` of the build or the page's own origin (runtime
 * settings may name another, store/connection.ts).
 */
export function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN;
  if (typeof configured === 'string' && configured !== '') return configured;
  return globalThis.location.origin;
}

/**
 * The headers of a cashier API request: JSON, and the player's language as `Accept-Language` so the
 * back end answers server text (method names, field labels, messages) in it when it can
 * (docs/i18n.md). No language yet: no `Accept-Language`.
 */
export function cashierRequestHeaders(language: string | null): Record<string, string> {
  return language
    ? { Accept: 'application/json', 'Accept-Language': `${language}, en;q=0.5` }
    : { Accept: 'application/json' };
}

/**
 * The credentials mode of a cashier API request with cookie sessions (store/connection.ts): the
 * session cookie goes along, to another origin too (which must then allow credentials in CORS).
 */
export const COOKIE_CREDENTIALS: RequestCredentials = 'include';
