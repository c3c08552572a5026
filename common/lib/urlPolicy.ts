/**
 * The one policy for every URL the server sends: provider redirects and iframes, `button` and help
 * links, method logos. Pure: the caller passes what it knows of the page.
 *
 * A URL is accepted only when it is written out in full as `https://host/…` (or `http://` while
 * the cashier itself is served over http, for local use), so nothing is ever resolved against the
 * cashier's own origin: a relative or protocol-relative URL, a scheme hidden by entities or
 * percent-encoding (`&#106;avascript:`, `%6Aavascript:`), user-info (`https://trusted@evil.example`),
 * whitespace, control or invisible formatting characters anywhere, and backslashes are refused.
 * The operator may limit hosts further (`allowedHosts`, docs/security.md).
 */

/** What the operator and the page allow. */
export interface UrlPolicy {
  /** `http:` is accepted too: only while the cashier itself is served over http (local use). */
  allowHttp: boolean;
  /**
   * When set, only these hosts: `pay.example` exactly, `*.psp.example` for any subdomain of
   * `psp.example` (not `psp.example` itself). Compared in lower case, after IDNA (punycode).
   */
  allowedHosts?: readonly string[] | undefined;
}

/** Why a URL was refused (tests and logs; the player sees one message for all). */
export type UrlRefusal =
  | 'notText'
  | 'empty'
  | 'characters'
  | 'notAbsolute'
  | 'unparsable'
  | 'scheme'
  | 'userInfo'
  | 'host'
  | 'notAllowedHost';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: UrlRefusal };

/**
 * Whitespace, C0/C1 controls, DEL, and invisible formatting characters (zero-width, bidi
 * controls, BOM): the URL parser drops or encodes some of them silently, so a URL that contains
 * any is not the URL it shows.
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\\]/u;

/** Written out in full: the scheme and `//` in plain ASCII at the very start. */
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1));
    return hostname === pattern;
  });
}

/**
 * Checks one URL the server sent against the policy.
 *
 * @param candidate - The server's value (anything: it came over the wire).
 * @returns The parsed URL to use (its `href`, never the raw string), or why it was refused.
 */
export function checkServerUrl(candidate: unknown, policy: UrlPolicy): UrlVerdict {
  if (typeof candidate !== 'string') return { ok: false, reason: 'notText' };
  if (candidate === '') return { ok: false, reason: 'empty' };
  if (FORBIDDEN_CHARACTERS.test(candidate)) return { ok: false, reason: 'characters' };
  if (!ABSOLUTE_HTTP.test(candidate)) return { ok: false, reason: 'notAbsolute' };
  let url: URL;
  try {
    url = new URL(candidate); // no base: nothing is resolved against the cashier's origin
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
  const schemeOk = url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:');
  if (!schemeOk) return { ok: false, reason: 'scheme' };
  // The parser drops an empty user-info (`https://@evil.example`): the raw authority is checked too.
  const authority = /^https?:\/\/([^/?#]*)/i.exec(candidate)?.[1] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) {
    return { ok: false, reason: 'userInfo' };
  }
  if (url.hostname === '') return { ok: false, reason: 'host' };
  if (policy.allowedHosts && !hostAllowed(url.hostname, policy.allowedHosts)) {
    return { ok: false, reason: 'notAllowedHost' };
  }
  return { ok: true, url };
}

/** {@link checkServerUrl}'s URL, or `null` when refused. */
export function toServerUrl(candidate: unknown, policy: UrlPolicy): URL | null {
  const verdict = checkServerUrl(candidate, policy);
  return verdict.ok ? verdict.url : null;
}

/**
 * The operator's host list as written (`VITE_ALLOWED_PROVIDER_HOSTS`, the `allowed-hosts`
 * attribute): hosts separated by commas or spaces; none is `undefined` (any host).
 */
export function parseAllowedHosts(text: string | null | undefined): string[] | undefined {
  const hosts = (text ?? '').split(/[\s,]+/).filter((host) => host !== '');
  return hosts.length > 0 ? hosts : undefined;
}

/** The policy of a page served at `pageProtocol` (`location.protocol`), with the operator's hosts. */
export function urlPolicyFor(pageProtocol: string, allowedHosts?: readonly string[]): UrlPolicy {
  return { allowHttp: pageProtocol === 'http:', allowedHosts };
}
