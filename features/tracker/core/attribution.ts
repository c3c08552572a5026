import { readCookie } from './cookies';
import { readQueryParam } from './queryString';

/** Where a visitor came from: the affiliate tag and the interlayer (landing page) id. */
export interface Attribution {
  stag?: string;
  interlayerId?: string;
}

/** Query parameter and cookie names of the attribution values. */
export const ATTRIBUTION_SOURCES = {
  stag: { query: 'stag', cookie: 'affiliate_id' },
  interlayerId: { query: 'interlayer-id', cookie: 'interlayer_id' },
} as const;

function firstPresent(...values: (string | undefined)[]): string | undefined {
  return values.find((value) => value !== undefined && value !== '');
}

/**
 * Reads the attribution of the page: the query parameter `stag` (else the cookie
 * `affiliate_id`) and the query parameter `interlayer-id` (else the cookie `interlayer_id`).
 * Empty values count as absent; malformed query strings or cookies never throw.
 *
 * @param search - `location.search`.
 * @param cookies - `document.cookie`.
 */
export function readAttribution(search: string, cookies: string): Attribution {
  const result: Attribution = {};
  const stag = firstPresent(
    readQueryParam(search, ATTRIBUTION_SOURCES.stag.query),
    readCookie(cookies, ATTRIBUTION_SOURCES.stag.cookie),
  );
  const interlayerId = firstPresent(
    readQueryParam(search, ATTRIBUTION_SOURCES.interlayerId.query),
    readCookie(cookies, ATTRIBUTION_SOURCES.interlayerId.cookie),
  );
  if (stag !== undefined) result.stag = stag;
  if (interlayerId !== undefined) result.interlayerId = interlayerId;
  return result;
}

/**
 * Combines attributions, the first non-empty value of each key winning: pass identify's
 * metadata first, then the page's current values, then those read when the tracker started.
 */
export function mergeAttribution(...sources: Attribution[]): Attribution {
  const result: Attribution = {};
  const stag = firstPresent(...sources.map((source) => source.stag));
  const interlayerId = firstPresent(...sources.map((source) => source.interlayerId));
  if (stag !== undefined) result.stag = stag;
  if (interlayerId !== undefined) result.interlayerId = interlayerId;
  return result;
}
