import type { TrackerMode } from '../types';

/** What decides where events are POSTed. */
export interface EndpointOptions {
  readonly mode: TrackerMode;
  /** A path such as `'/api-fe-events/v1/events'`, or (spa mode) an absolute http(s) URL. */
  readonly eventsPath: string;
  /** spa mode: the origin of the events API when it is not the page's. */
  readonly endpointOrigin?: string | undefined;
  /** The page's origin, e.g. `'https://casino.example'`. */
  readonly pageOrigin: string;
}

const ABSOLUTE_URL = /^https?:\/\/[^/?#]+/i;

/** The query parameter server-rendered pages add so the events API sets no cookie. */
export const NO_COOKIE_QUERY = 'no-cookie=true';

/**
 * The absolute URL events are POSTed (and beaconed) to.
 *
 * - `spa`: `eventsPath` on `endpointOrigin`, else on the page origin; an absolute `eventsPath`
 *   is used as it is.
 * - `ssr`: the path of `eventsPath` on the page (site) origin, with the query `no-cookie=true`.
 */
export function resolveEndpoint(options: EndpointOptions): string {
  const absolute = ABSOLUTE_URL.exec(options.eventsPath);
  const path =
    absolute === null ? options.eventsPath : options.eventsPath.slice(absolute[0].length);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (options.mode === 'ssr') {
    const separator = rooted.includes('?') ? '&' : '?';
    return `${trimSlash(options.pageOrigin)}${rooted}${separator}${NO_COOKIE_QUERY}`;
  }
  if (absolute !== null) return options.eventsPath;
  return `${trimSlash(options.endpointOrigin ?? options.pageOrigin)}${rooted}`;
}

function trimSlash(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}

/** Whether `url` is on `origin` (then a beacon may carry `application/json` without a preflight). */
export function isSameOrigin(url: string, origin: string): boolean {
  const base = trimSlash(origin).toLowerCase();
  const lower = url.toLowerCase();
  return lower === base || ['/', '?', '#'].some((next) => lower.startsWith(base + next));
}
