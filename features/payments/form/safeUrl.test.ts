import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafeHttpUrl } from './safeUrl';

const BASE = 'https://cashier.example/deposit';

/** Redirect and frame URLs a hostile or broken server could send. */
const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:text/html,hi',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://cashier.example/1234',
  'file:///etc/passwd',
  'ftp://evil.example/',
  '//evil.example',
  '//evil.example/pay',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '\u0001//evil.example',
  '',
  '   ',
  'http://',
  'https://[bad',
] as const;

describe('toSafeHttpUrl', () => {
  it.each(UNSAFE_URLS)('refuses %j', (candidate) => {
    expect(toSafeHttpUrl(candidate, BASE)).toBeNull();
  });

  it.each([
    ['https://psp.example/pay?id=1', 'https://psp.example/pay?id=1'],
    ['HTTPS://PSP.EXAMPLE/pay', 'https://psp.example/pay'],
    ['  https://psp.example/pay  ', 'https://psp.example/pay'],
    ['http://psp.example/', 'http://psp.example/'],
    ['/mock-provider/redirect.html', 'https://cashier.example/mock-provider/redirect.html'],
    ['3ds.html?x=1', 'https://cashier.example/3ds.html?x=1'],
  ])('accepts %j as %s', (candidate, href) => {
    expect(toSafeHttpUrl(candidate, BASE)?.href).toBe(href);
  });

  it('returns only http(s) URLs, and only same-origin ones for strings without a scheme', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc
            .constantFrom(...UNSAFE_URLS)
            .chain((unsafe) =>
              fc
                .tuple(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }))
                .map(([before, after]) => `${before}${unsafe}${after}`),
            ),
        ),
        (candidate) => {
          const url = toSafeHttpUrl(candidate, BASE);
          if (url === null) return;
          expect(['http:', 'https:']).toContain(url.protocol);
          if (!/^\s*[a-z][a-z\d+.-]*:/i.test(candidate.replace(/[\t\n\r]/g, ''))) {
            expect(url.origin).toBe('https://cashier.example');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
