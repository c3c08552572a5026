// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type UrlRefusal, checkServerUrl, parseAllowedHosts, urlPolicyFor } from './urlPolicy';

const HTTPS_PAGE = urlPolicyFor('https:');
const HTTP_PAGE = urlPolicyFor('http:');

/** [shape, URL as the server sent it, why it is refused on an https page] */
const REFUSED: [string, unknown, UrlRefusal][] = [
  ['javascript:', 'javascript:alert(1)', 'notAbsolute'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)', 'notAbsolute'],
  ['javascript: after a leading space', ' javascript:alert(1)', 'characters'],
  ['javascript: with a tab inside', 'java\tscript:alert(1)', 'characters'],
  ['javascript: with a newline inside', 'java\nscript:alert(1)', 'characters'],
  ['javascript: by HTML entity', '&#106;avascript:alert(1)', 'notAbsolute'],
  ['javascript: by hex entity', '&#x6A;avascript:alert(1)', 'notAbsolute'],
  ['javascript&colon;', 'javascript&colon;alert(1)', 'notAbsolute'],
  ['javascript: percent-encoded', '%6Aavascript:alert(1)', 'notAbsolute'],
  ['javascript: in fullwidth letters', 'ｊａｖａｓｃｒｉｐｔ:alert(1)', 'notAbsolute'],
  ['javascript: behind a zero-width space', '\u200bjavascript:alert(1)', 'characters'],
  ['data: HTML', 'data:text/html,<script>alert(1)</script>', 'notAbsolute'],
  ['data: base64', 'data:text/html;base64,PHNjcmlwdD4=', 'notAbsolute'],
  ['vbscript:', 'vbscript:msgbox(1)', 'notAbsolute'],
  ['blob:', 'blob:https://casino.example/1234', 'notAbsolute'],
  ['file:', 'file:///etc/passwd', 'notAbsolute'],
  ['ftp:', 'ftp://files.example/x', 'notAbsolute'],
  ['mailto:', 'mailto:a@b.example', 'notAbsolute'],
  ['relative path', 'pay/session?id=1', 'notAbsolute'],
  ['root-relative path', '/mock-provider/redirect.html', 'notAbsolute'],
  ['root-relative path that reads as javascript', '/javascript:alert(1)', 'notAbsolute'],
  ['dot-relative path', './pay', 'notAbsolute'],
  ['query only', '?next=https://evil.example', 'notAbsolute'],
  ['fragment only', '#pay', 'notAbsolute'],
  ['protocol-relative', '//evil.example/pay', 'notAbsolute'],
  ['backslash protocol-relative', '/\\evil.example/pay', 'characters'],
  ['backslashes after the scheme', 'https:\\\\evil.example', 'characters'],
  ['one slash after the scheme', 'https:/evil.example', 'notAbsolute'],
  ['no slashes after the scheme', 'https:evil.example', 'notAbsolute'],
  ['three slashes', 'https:///evil.example', 'notAbsolute'],
  ['user-info', 'https://trusted.example@evil.example/', 'userInfo'],
  ['user-info with a password', 'https://user:pass@pay.example/', 'userInfo'],
  ['empty user-info', 'https://@evil.example/', 'userInfo'],
  ['user-info with an encoded @', 'https://a%40trusted.example@evil.example/', 'userInfo'],
  ['a NUL at the end', 'https://pay.example/\u0000', 'characters'],
  ['a DEL inside', 'https://pay.ex\u007fample/', 'characters'],
  ['a C1 control inside', 'https://pay.example/\u0085', 'characters'],
  ['a trailing space', 'https://pay.example/ ', 'characters'],
  ['a non-breaking space', 'https://pay.example/\u00a0x', 'characters'],
  ['a right-to-left override', 'https://pay.example/\u202egpj.exe', 'characters'],
  ['a line separator', 'https://pay.example/\u2028', 'characters'],
  ['a BOM first', '\ufeffhttps://pay.example/', 'characters'],
  ['an empty host with a port', 'https://:443/', 'unparsable'],
  ['an invalid host', 'https://exa mple.com/', 'characters'],
  ['an invalid port', 'https://pay.example:99999/', 'unparsable'],
  ['http: on an https page', 'http://pay.example/', 'scheme'],
  ['an empty string', '', 'empty'],
  ['a number', 42, 'notText'],
  ['null', null, 'notText'],
  ['an object with a toString', { toString: () => 'https://pay.example/' }, 'notText'],
];

/** [shape, URL as the server sent it, the href the cashier uses] */
const ACCEPTED: [string, string, string][] = [
  ['plain https', 'https://pay.example/session?id=1', 'https://pay.example/session?id=1'],
  ['upper-case scheme and host', 'HTTPS://PAY.EXAMPLE/Session', 'https://pay.example/Session'],
  ['a port', 'https://pay.example:8443/x', 'https://pay.example:8443/x'],
  ['an IDN host, in punycode', 'https://bücher.example/', 'https://xn--bcher-kva.example/'],
  [
    'an encoded path and query',
    'https://pay.example/a%20b?q=%26',
    'https://pay.example/a%20b?q=%26',
  ],
  [
    'an @ in the query',
    'https://pay.example/?email=a@b.example',
    'https://pay.example/?email=a@b.example',
  ],
  ['an @ in the path', 'https://pay.example/@player', 'https://pay.example/@player'],
  ['a fragment', 'https://pay.example/#step-2', 'https://pay.example/#step-2'],
  ['an IPv4 host', 'https://192.0.2.10/pay', 'https://192.0.2.10/pay'],
  ['an IPv6 host', 'https://[2001:db8::1]/pay', 'https://[2001:db8::1]/pay'],
];

describe('checkServerUrl', () => {
  it.each(REFUSED)('refuses %s', (_shape, url, reason) => {
    expect(checkServerUrl(url, HTTPS_PAGE)).toEqual({ ok: false, reason });
  });

  it.each(ACCEPTED)('accepts %s, as its normalised href', (_shape, url, href) => {
    const verdict = checkServerUrl(url, HTTPS_PAGE);
    expect(verdict.ok && verdict.url.href).toBe(href);
  });

  it('has at least 40 shapes in its tables', () => {
    expect(REFUSED.length + ACCEPTED.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts http: only while the cashier itself is served over http', () => {
    expect(checkServerUrl('http://localhost:4173/mock-provider/redirect.html', HTTP_PAGE).ok).toBe(
      true,
    );
    expect(checkServerUrl('http://pay.example/', HTTPS_PAGE)).toEqual({
      ok: false,
      reason: 'scheme',
    });
    expect(checkServerUrl('javascript:alert(1)', HTTP_PAGE).ok).toBe(false);
  });

  it("limits hosts to the operator's list: exact names and *.subdomains", () => {
    const policy = urlPolicyFor('https:', ['pay.example', '*.PSP.example']);
    expect(checkServerUrl('https://pay.example/x', policy).ok).toBe(true);
    expect(checkServerUrl('https://eu.psp.example/x', policy).ok).toBe(true);
    expect(checkServerUrl('https://a.b.psp.example/x', policy).ok).toBe(true);
    for (const url of [
      'https://psp.example/x', // the wildcard is for subdomains only
      'https://evilpsp.example/x',
      'https://pay.example.evil.example/x',
      'https://sub.pay.example/x',
    ]) {
      expect(checkServerUrl(url, policy), url).toEqual({ ok: false, reason: 'notAllowedHost' });
    }
  });
});

describe('parseAllowedHosts', () => {
  it('reads hosts separated by commas or spaces, and nothing as any host', () => {
    expect(parseAllowedHosts('pay.example, *.psp.example  cdn.example')).toEqual([
      'pay.example',
      '*.psp.example',
      'cdn.example',
    ]);
    expect(parseAllowedHosts(' , ')).toBeUndefined();
    expect(parseAllowedHosts(undefined)).toBeUndefined();
  });
});
