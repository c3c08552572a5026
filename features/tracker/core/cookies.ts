import { safeDecode } from './safeDecode';

/**
 * Reads one cookie from a `document.cookie` string, never throwing.
 *
 * Pairs are split on `;`, names and values trimmed, a value in double quotes unquoted and
 * percent-decoded (left undecoded when malformed). Pairs without `=` are skipped; the first
 * cookie of that name wins (browsers list the most specific path first).
 *
 * @param cookieHeader - The raw cookie string, e.g. `'a=1; affiliate_id=aff%201'`.
 * @param name - The cookie name, e.g. `'affiliate_id'`.
 * @returns The value, or `undefined` when there is no such cookie.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    return safeDecode(value);
  }
  return undefined;
}
