/**
 * Percent-decodes `value` (`decodeURIComponent`), never throwing: text with malformed
 * percent-encoding (`'%E0%A4%A'`, a lone `'%'`) is returned as it was.
 *
 * @param value - Encoded text, e.g. a query-string value or a cookie value.
 * @returns The decoded text, or `value` itself when it cannot be decoded.
 */
export function safeDecode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
