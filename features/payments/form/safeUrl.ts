/** A scheme at the start of a URL string ("https:", "javascript:"). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Only http(s) URLs may be followed or framed: `javascript:`, `data:`, `vbscript:`, `blob:` and
 * other schemes are refused. A string without a scheme is relative and must stay on `base`'s
 * origin, so protocol-relative forms (`//evil.example`, `/\evil.example`, `/<tab>/evil.example`)
 * are refused too. Tabs and newlines are dropped first, as the URL parser itself drops them.
 */
export function toSafeHttpUrl(candidate: string, base: string): URL | null {
  const text = candidate.replace(/[\t\n\r]/g, '').trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!SCHEME.test(text) && url.origin !== new URL(base).origin) return null;
  return url;
}
