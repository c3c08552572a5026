// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/schema';
import { defaultCatalog } from '../handlers';
import {
  type CspConfig,
  DEFAULT_CHAT_ORIGINS,
  PAGE_LOAD_HASH_FILE,
  contentSecurityPolicy,
  cspConfig,
  logoOrigins,
  paymentFrameOrigins,
} from './csp';
import { walletSources } from './walletSources';

const HASH = 'sha256-8JKaHeCWMizSdwc/HU7iy694wylU6LhaP28rJ7UzYvA=';

let distDir = '';
let emptyDir = '';

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'cashier-csp-'));
  emptyDir = await mkdtemp(join(tmpdir(), 'cashier-csp-empty-'));
  await writeFile(join(distDir, PAGE_LOAD_HASH_FILE), `${HASH}\n`);
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const withIframe = (iframeUrl: string): Catalog => ({
  ...defaultCatalog,
  scenarios: [
    ...(defaultCatalog.scenarios ?? []),
    {
      when: { field: 'amount', equals: '99.99' },
      respond: { result: { status: 'iframe_opened', iframeUrl } },
    },
  ],
});

describe('paymentFrameOrigins', () => {
  it("answers 'self' for the default catalog, whose 3-D Secure page is a same-origin path", () => {
    expect(paymentFrameOrigins(defaultCatalog)).toEqual(["'self'"]);
  });

  it('answers the origin of an absolute provider URL, once', () => {
    const catalog = withIframe('https://acs.bank.example:8443/challenge?id=1');
    expect(paymentFrameOrigins(catalog)).toEqual(["'self'", 'https://acs.bank.example:8443']);
    expect(paymentFrameOrigins({ ...catalog, scenarios: [] })).toEqual([]);
  });
});

const withIframes = (urls: readonly string[]): Catalog => ({
  ...defaultCatalog,
  scenarios: urls.map((iframeUrl, index) => ({
    when: { field: 'amount', equals: `${String(index + 1)}.00` },
    respond: { result: { status: 'iframe_opened', iframeUrl } },
  })),
});

const withLogos = (urls: readonly string[]): Catalog => ({
  ...defaultCatalog,
  methods: defaultCatalog.methods.map((method, index) => ({ ...method, logoUrl: urls[index] })),
});

/** Every way of pointing at evil.example that common/lib/urlPolicy.ts refuses. */
const REFUSED_URLS = [
  '//evil.example/3ds',
  '/\\evil.example/3ds',
  '\\\\evil.example/3ds',
  'https://trusted.example@evil.example/3ds',
  'https://@evil.example/3ds',
  'javascript:alert(1)',
  'https://evil.example/\u200b3ds',
];

describe('the URL policy in the frame and image lists', () => {
  it('leaves out every iframe URL the cashier refuses to frame', () => {
    const catalog = withIframes([...REFUSED_URLS, 'https://acs.bank.example/challenge']);
    expect(paymentFrameOrigins(catalog)).toEqual(['https://acs.bank.example']);
    const policy = contentSecurityPolicy(cspConfig(catalog, distDir, {}));
    expect(policy).not.toContain('evil.example');
  });

  it('lets in the origins of catalog logos the cashier shows, and no other', () => {
    const catalog = withLogos([
      'https://cdn.operator.example/logos/card.svg',
      'https://cdn.operator.example/logos/skrill.svg',
      'https://img.psp.example:8443/logo.png',
      ...REFUSED_URLS,
    ]);
    expect(logoOrigins(catalog)).toEqual([
      'https://cdn.operator.example',
      'https://img.psp.example:8443',
    ]);
    const byName = directives(contentSecurityPolicy(cspConfig(catalog, distDir, {})));
    expect(byName.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.operator.example',
      'https://img.psp.example:8443',
      ...DEFAULT_CHAT_ORIGINS,
      // The catalog offers Google Pay: its payment app's icon (mocks/server/walletSources.ts).
      'https://www.gstatic.com/instantbuy/svg/',
    ]);
  });

  it("keeps only the operator's hosts when VITE_ALLOWED_PROVIDER_HOSTS limits them, as the build does", () => {
    const catalog = withLogos([
      'https://cdn.operator.example/a.svg',
      'https://cdn.other.example/b.svg',
    ]);
    const config = cspConfig(catalog, distDir, {
      VITE_ALLOWED_PROVIDER_HOSTS: '*.operator.example',
    });
    expect(config.imageOrigins).toEqual(['https://cdn.operator.example']);
  });
});

describe('contentSecurityPolicy', () => {
  it('is strict: no unsafe-inline or unsafe-eval, the page-load script by its hash', () => {
    const policy = contentSecurityPolicy(cspConfig(defaultCatalog, distDir, {}));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    const byName = directives(policy);
    expect(byName.get('default-src')).toEqual(["'self'"]);
    expect(byName.get('script-src')).toEqual(["'self'", `'${HASH}'`, ...DEFAULT_CHAT_ORIGINS]);
    expect(byName.get('style-src')).toEqual(["'self'"]);
    expect(byName.get('frame-src')).toEqual(["'self'", ...DEFAULT_CHAT_ORIGINS]);
    expect(byName.get('frame-ancestors')).toEqual(["'self'"]);
    expect(byName.get('connect-src')).toEqual([
      "'self'",
      'https://*.livechatinc.com',
      'wss://*.livechatinc.com',
      // The catalog's wallets (walletSources.test.ts).
      ...walletSources(defaultCatalog).connect,
    ]);
    expect(byName.get('base-uri')).toEqual(["'none'"]);
    expect(byName.get('object-src')).toEqual(["'none'"]);
    expect(byName.get('form-action')).toEqual(["'self'"]);
  });

  it('has no script hash when the build has no hash file', () => {
    const policy = contentSecurityPolicy(cspConfig(defaultCatalog, emptyDir, {}));
    expect(directives(policy).get('script-src')).toEqual(["'self'", ...DEFAULT_CHAT_ORIGINS]);
  });

  it('takes frame origins, frame ancestors, API origins and chat origins from the environment', () => {
    const policy = contentSecurityPolicy(
      cspConfig(withIframe('https://acs.bank.example/3ds'), distDir, {
        CASHIER_CSP_FRAME_ORIGINS: 'https://hosted.pay.example, https://*.psp.example',
        CASHIER_CSP_FRAME_ANCESTORS: "'self' https://casino.example",
        CASHIER_CSP_CONNECT_ORIGINS: 'https://api.casino.example',
        CASHIER_CSP_CHAT_ORIGINS: "'none'",
      }),
    );
    const byName = directives(policy);
    expect(byName.get('frame-src')).toEqual([
      "'self'",
      'https://acs.bank.example',
      'https://hosted.pay.example',
      'https://*.psp.example',
    ]);
    expect(byName.get('frame-ancestors')).toEqual(["'self'", 'https://casino.example']);
    expect(byName.get('connect-src')).toEqual([
      "'self'",
      'https://api.casino.example',
      'wss://api.casino.example',
      ...walletSources(defaultCatalog).connect,
    ]);
    expect(byName.get('script-src')).toEqual(["'self'", `'${HASH}'`]);
  });

  it("makes 'none' the whole list: frame-ancestors 'none', and no frame at all without sources", () => {
    const config: CspConfig = {
      scriptHashes: [],
      frameOrigins: [],
      imageOrigins: [],
      frameAncestors: ["'self'", "'none'"],
      connectOrigins: [],
      chatOrigins: [],
    };
    const byName = directives(contentSecurityPolicy(config));
    expect(byName.get('frame-ancestors')).toEqual(["'none'"]);
    expect(byName.get('frame-src')).toEqual(["'none'"]);
  });

  it.each([
    ['CASHIER_CSP_FRAME_ORIGINS', "https://pay.example; script-src 'unsafe-inline'"],
    ['CASHIER_CSP_FRAME_ANCESTORS', '*'],
    ['CASHIER_CSP_CONNECT_ORIGINS', 'https://api.example/path'],
    ['CASHIER_CSP_CHAT_ORIGINS', "'unsafe-inline'"],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => cspConfig(defaultCatalog, distDir, { [name]: value })).toThrow(name);
  });

  it('refuses a hash file that holds no hash', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cashier-csp-bad-'));
    try {
      await writeFile(join(dir, PAGE_LOAD_HASH_FILE), "'unsafe-inline'\n");
      expect(() => cspConfig(defaultCatalog, dir, {})).toThrow(PAGE_LOAD_HASH_FILE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
