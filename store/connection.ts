import { COOKIE_CREDENTIALS, apiOrigin } from './request';

/**
 * How a cashier reaches its back end, chosen when it starts (docs/configuration.md): the standalone
 * app reads them from `runtime-config.json`, an embedding passes them
 * to `mountCashier` or as `<cashier-widget>` attributes. Nothing here needs a rebuild.
 */
export interface ConnectionSettings {
  /**
   * Where the cashier API lives: an http(s) URL, `https://pay.example` or with a path prefix,
   * `https://casino.example/payments` (the API paths are appended). Default: `VITE_API_ORIGIN` of
   * the build, else the page's origin.
   */
  apiBaseUrl?: string | undefined;
  /**
   * `cookies` (default): the browser sends the player's session cookie with every request.
   * `bearer`: no cookies; each request carries `Authorization: Bearer <token>` from `getToken`.
   */
  credentials?: CredentialsKind | undefined;
  /**
   * The host's token source. Called for the first request (`start`) in bearer mode, and after any
   * 401 (`expired`) in either mode: resolve with a new token (bearer) or once the session cookie is
   * renewed (cookies: any answer but `null`). `null`, no token or a throw means the player must sign
   * in again.
   */
  getToken?: TokenSource | undefined;
}

export type CredentialsKind = 'cookies' | 'bearer';

export type TokenRequestReason = 'start' | 'expired';

export type TokenSource = (
  reason: TokenRequestReason,
) => Promise<string | null | undefined> | string | null | undefined;

/** The resolved connection one store's requests use (its thunk extra argument, `store.connection`). */
export interface Connection {
  /** The API base URL without a trailing slash. */
  readonly apiBaseUrl: string;
  readonly credentials: CredentialsKind;
  /** The fetch credentials mode: cookies go everywhere the API is (CORS with credentials), or nowhere. */
  readonly requestCredentials: RequestCredentials;
  /** The token of the next request (bearer), asked of the host once and then kept; else `null`. */
  token: () => Promise<string | null>;
  /**
   * After a 401: asks the host once for a new session, however many requests failed together.
   * Resolves `true` when there is one to retry with.
   */
  renew: () => Promise<boolean>;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Turns settings into the one connection of a cashier's store. */
export function createConnection(settings: ConnectionSettings = {}): Connection {
  const credentials = settings.credentials ?? 'cookies';
  const { getToken } = settings;
  let current: Promise<string | null> | null = null;
  let renewal: Promise<boolean> | null = null;

  /** The host's answer; a callback that throws counts as "no session". */
  const ask = async (reason: TokenRequestReason): Promise<string | null | undefined> => {
    try {
      return await getToken?.(reason);
    } catch (error) {
      // Only the message: never a token.
      console.warn('Cashier: getToken failed:', error instanceof Error ? error.message : error);
      return null;
    }
  };
  const usable = (token: string | null | undefined): string | null =>
    typeof token === 'string' && token !== '' ? token : null;

  return {
    // Read when a request is made: the page's origin is not known where no page is (Node tests).
    get apiBaseUrl() {
      return withoutTrailingSlash(settings.apiBaseUrl ?? apiOrigin());
    },
    credentials,
    requestCredentials: credentials === 'bearer' ? 'omit' : COOKIE_CREDENTIALS,
    token: () => {
      if (credentials !== 'bearer') return Promise.resolve(null);
      current ??= ask('start').then(usable);
      return current;
    },
    renew: () => {
      if (!getToken) return Promise.resolve(false);
      renewal ??= ask('expired').then((answer) => {
        // Requests that failed together share this one renewal; a later 401 asks again.
        renewal = null;
        if (credentials === 'cookies') return answer !== null;
        const token = usable(answer);
        current = Promise.resolve(token);
        return token !== null;
      });
      return renewal;
    },
  };
}
