// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/schema';
import { defaultCatalog } from '../handlers';
import { contentSecurityPolicy, cspConfig } from './csp';
import { WALLET_SOURCES, catalogWallets, walletSources } from './walletSources';

/** The catalog without the methods that pay with `kind`. */
const without = (catalog: Catalog, kind: 'googlepay' | 'applepay'): Catalog => ({
  ...catalog,
  methods: catalog.methods.filter(
    (method) => !method.fields.some((field) => field.wallet?.kind === kind),
  ),
});

/** The sources of one directive of the policy `npm start` sends for the catalog. */
function directive(catalog: Catalog, name: string): string[] {
  const policy = contentSecurityPolicy(cspConfig(catalog, '/nonexistent', {}));
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  return found.split(' ').slice(1);
}

describe('walletSources', () => {
  it('finds the wallets the default catalog offers', () => {
    expect(catalogWallets(defaultCatalog).sort()).toEqual(['applepay', 'googlepay']);
  });

  it("lets Google Pay's identifier, its redirects, its manifests and its icon through", () => {
    const connect = directive(defaultCatalog, 'connect-src');
    expect(connect).toEqual(expect.arrayContaining([...WALLET_SOURCES.googlepay.connect]));
    expect(connect).toContain('https://google.com/pay');
    expect(connect).toContain('https://pay.google.com/gp/p/');
    expect(directive(defaultCatalog, 'img-src')).toContain(
      'https://www.gstatic.com/instantbuy/svg/',
    );
  });

  it("lets only Apple Pay's identifier through for Apple Pay", () => {
    expect(directive(defaultCatalog, 'connect-src')).toContain('https://apple.com/apple-pay');
    expect(walletSources(without(defaultCatalog, 'googlepay'))).toEqual({
      connect: ['https://apple.com/apple-pay'],
      img: [],
    });
  });

  it('adds nothing for a wallet the catalog does not offer', () => {
    const noWallets = without(without(defaultCatalog, 'googlepay'), 'applepay');
    expect(walletSources(noWallets)).toEqual({ connect: [], img: [] });
    const policy = contentSecurityPolicy(cspConfig(noWallets, '/nonexistent', {}));
    expect(policy).not.toMatch(/google|gstatic|apple/);
    expect(directive(without(defaultCatalog, 'googlepay'), 'connect-src').join(' ')).not.toMatch(
      /google/,
    );
    expect(directive(without(defaultCatalog, 'applepay'), 'connect-src').join(' ')).not.toMatch(
      /apple/,
    );
  });

  it('gives every wallet source a path or a directory, never a bare origin or wildcard', () => {
    for (const { connect, img } of Object.values(WALLET_SOURCES)) {
      for (const source of [...connect, ...img]) {
        expect(new URL(source).pathname).not.toBe('/');
        expect(source).toMatch(/^https:\/\/[a-z.]+\/\S+$/);
      }
    }
  });
});
