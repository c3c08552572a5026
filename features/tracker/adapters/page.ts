import type { PageLocation, PagePath, PagePort } from '../environment';

/** The browser globals the page adapter reads (a `window`, or a happy-dom `Window`). */
export interface PageGlobals {
  readonly location: Pick<Location, 'origin' | 'hostname' | 'pathname' | 'search'>;
  readonly document: Pick<Document, 'cookie'>;
  readonly navigator: Pick<Navigator, 'userAgent'>;
}

interface NetworkInformationLike {
  readonly effectiveType?: unknown;
}

/**
 * Reads location, cookies, user agent and `navigator.connection.effectiveType` from `globals`.
 * An unreadable `document.cookie` (sandboxed or opaque-origin documents throw) reads as `''`.
 */
export function createPagePort(globals: PageGlobals = window): PagePort {
  return {
    location(): PageLocation {
      const { location } = globals;
      return {
        origin: location.origin,
        hostname: location.hostname,
        pathname: location.pathname,
        search: location.search,
      };
    },
    path(): PagePath {
      const { location } = globals;
      return { hostname: location.hostname, pathname: location.pathname };
    },
    cookies() {
      try {
        return globals.document.cookie;
      } catch {
        return '';
      }
    },
    userAgent() {
      return globals.navigator.userAgent;
    },
    connectionType() {
      const connection = (globals.navigator as { connection?: NetworkInformationLike }).connection;
      const type = connection?.effectiveType;
      return typeof type === 'string' ? type : undefined;
    },
  };
}
