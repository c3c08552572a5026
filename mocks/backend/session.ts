/**
 * Sessions in the mock back end (docs/mock-backend.md): a request without an
 * `Authorization` header rides on the page's cookie session and is always let in, as before. A
 * bearer token is let in unless it starts with `expired`, so tests and demos can play an expired
 * session: the first answer is a 401 and the cashier asks its host for a new token. The live
 * socket's `access_token` follows the same rule ({@link liveTokenRefused}).
 */
import { http } from 'msw';
import { CASHIER_API_BASE } from '@contract/paths';
import { errorResponse } from './responses';

/** Tokens the mock treats as expired (`expired-1`, `expired`…). */
export const EXPIRED_TOKEN_PREFIX = 'expired';

/** Answers 401 to a request whose bearer token has expired; lets every other request through. */
export function createSessionHandler() {
  return http.all(`${CASHIER_API_BASE}/*`, ({ request }) => {
    const authorization = request.headers.get('Authorization');
    if (authorization === null) return undefined;
    const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
    if (token !== undefined && !token.startsWith(EXPIRED_TOKEN_PREFIX)) return undefined;
    return errorResponse(401, {
      type: 'unauthorized',
      message:
        token === undefined
          ? 'The Authorization header is not a bearer token.'
          : 'The session has expired.',
    });
  });
}

/**
 * Whether the live socket's handshake URL carries a token the mock refuses (empty, or starting with
 * {@link EXPIRED_TOKEN_PREFIX}): both transports (mocks/backend/liveLink.ts,
 * mocks/server/liveSocket.ts) then close it with `LIVE_UNAUTHORIZED_CLOSE`. Without
 * `access_token` the handshake rides on the cookie session and is let in.
 */
export function liveTokenRefused(url: URL): boolean {
  const token = url.searchParams.get('access_token');
  return token !== null && (token === '' || token.startsWith(EXPIRED_TOKEN_PREFIX));
}

/** The reason sent with that close. */
export const LIVE_UNAUTHORIZED_REASON = 'unauthorized';
