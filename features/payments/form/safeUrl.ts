/**
 * Only http(s) URLs may be followed or framed: `javascript:`, `data:`, `blob:` and other schemes
 * are refused, as are protocol-relative strings that merely look like paths.
 */
export function toSafeHttpUrl(candidate: string, base: string): URL | null {
  const text = candidate.trim();
  if (text === '' || text.startsWith('//') || text.startsWith('\\')) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}
