/**
 * Cross-origin calls to `npm start`'s API (docs/configuration.md): a host page on another origin
 * that embeds the cashier with `api-base-url` pointing here. Only the origins listed in
 * `CASHIER_CORS_ORIGINS` may call it, with the player's cookies (`credentials: 'include'`, the
 * cashier's default) or a bearer token; every other origin gets no CORS headers, so its page cannot
 * read an answer. The same list lets those pages open the live-updates socket
 * (mocks/server/liveSocket.ts). Node only.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { MOCK_PLAYER_HEADER } from '../backend/player';

/** The environment variable listing the origins allowed to call the API from their pages. */
export const CORS_ENV = 'CASHIER_CORS_ORIGINS';

/** What the cashier and the tracker send (store/request.ts, store/baseQuery.ts, the tracker). */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  IDEMPOTENCY_HEADER,
  'X-Api-Version',
  MOCK_PLAYER_HEADER,
] as const;

export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The answer headers a page of another origin may read besides the CORS-safelisted ones: `Date`
 * is not among those, and the cashier sets its clock by it (common/lib/serverClock.ts).
 */
export const CORS_EXPOSED_HEADERS = ['Date'] as const;

/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE_S = 600;

/**
 * The allowed origins of `CASHIER_CORS_ORIGINS` (comma or space separated, each exactly
 * `scheme://host[:port]`). Throws, naming the variable, on anything else: a path, a wildcard or
 * `*` would let pages the operator never named act as the player.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  return entries.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // Reported below.
    }
    // Nothing but scheme, host and port (a default port is dropped): `url.href` is then the
    // origin plus "/".
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      entry.includes('*') ||
      url.href !== `${url.origin}/`
    ) {
      throw new Error(
        `${CORS_ENV}: "${entry}" is not an origin (https://casino.example.com, http://localhost:3000).`,
      );
    }
    return url.origin;
  });
}

/** Whether a page of `origin` may call the API and open its socket (`undefined`: not a browser's cross-origin call). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin !== undefined && allowed.includes(origin);
}

/**
 * The API's CORS middleware: answers preflights (204) and adds `Access-Control-Allow-Origin` (the
 * caller's origin, with `Vary: Origin`), `Access-Control-Allow-Credentials: true` and
 * `Access-Control-Expose-Headers: Date` for the allowed origins only.
 */
export function apiCors(allowed: readonly string[]): RequestHandler {
  return cors({
    origin: (origin, callback) => {
      callback(null, isAllowedOrigin(origin, allowed));
    },
    credentials: true,
    methods: [...CORS_ALLOWED_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: CORS_MAX_AGE_S,
  });
}
