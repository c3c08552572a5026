/**
 * Reads one cookie from a `document.cookie` string, never throwing: the one decoding rule of the
 * tracker and of the inline page-load script, which bundles this module
 * (tooling/vite/compilePageLoadScript.ts), so both send the same `stag` and interlayer id.
 *
 * - The value is that of the first pair named `name` (browsers list the most specific path
 *   first); pairs are split on `;`, with the spaces after it ignored. It runs to the next `;`, so
 *   `&`, `=` and spaces inside it are its own.
 * - A value in double quotes (`"…"`, RFC 6265) is unquoted.
 * - It is then percent-decoded as UTF-8 (`decodeURIComponent`); `+` stays `+` (a cookie is not a
 *   form). A value whose percent-encoding is malformed (`%E0%A4%A`, a lone `%`) is kept as it is,
 *   whole, never half-decoded into U+FFFD.
 *
 * Written in few bytes: the page-load script carries it within its 1 KiB budget. `name` is a
 * plain token (letters, digits, `_`, `-`): it goes into a regular expression as it is.
 *
 * @param cookies - The raw cookie string, e.g. `'a=1; affiliate_id=aff%201'`.
 * @param name - The cookie name, e.g. `'affiliate_id'`.
 * @returns The value, or `undefined` when there is no such cookie.
 */
export const readCookie = (
  cookies: string,
  name: string,
  // The value, unquoted: the quote (if any) is group 1 and must close the value (`\1`).
  value = new RegExp(`(?:^|;) *${name}=("?)([^;]*)\\1(?![^;])`).exec(cookies)?.[2],
): string | undefined => {
  try {
    return value && decodeURIComponent(value);
  } catch {
    return value;
  }
};
