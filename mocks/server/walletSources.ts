/**
 * The Content-Security-Policy sources the wallets of a catalog need (docs/security.md), and only
 * while the catalog offers them: a catalog without a Google Pay method adds
 * nothing for Google, one without Apple Pay nothing for Apple. Node only; csp.ts adds them.
 */
import type { WalletKind } from '@contract/payments/lists';
import type { Catalog } from '../catalog/schema';

export interface WalletSources {
  /** `connect-src`: the payment method identifier and the manifests the browser fetches for it. */
  connect: string[];
  /** `img-src`: the payment app's icon, which Chromium loads under the page's policy. */
  img: string[];
}

/**
 * What each wallet needs, as Chromium's Payment Request asks for it (the sources are URLs with
 * paths: a request that follows a redirect is matched by origin only, any other by path too):
 *
 * - Google Pay (`https://google.com/pay`): the constructor checks the identifier against
 *   `connect-src`; `canMakePayment()` then fetches its payment method manifest, every step
 *   checked the same way: `HEAD https://google.com/pay`, its same-site redirects through
 *   `https://www.google.com/pay` to `https://pay.google.com/about/…`, whose `Link` header names
 *   `https://pay.google.com/gp/p/payment_method_manifest.json`, whose default application is
 *   `https://pay.google.com/gp/p/web_manifest.json`; that manifest's icon comes from
 *   `https://www.gstatic.com/instantbuy/svg/` through the page (`img-src`).
 * - Apple Pay (`https://apple.com/apple-pay`): Safari handles it itself and fetches nothing for
 *   the page; the cashier builds its request only where `ApplePaySession` exists
 *   (features/wallet/walletRequest.ts), so no other browser goes after Apple's
 *   manifest. The identifier alone is allowed, for a browser that checks it as Chromium does.
 */
export const WALLET_SOURCES = {
  googlepay: {
    connect: [
      'https://google.com/pay',
      'https://www.google.com/pay',
      'https://pay.google.com/gp/p/',
    ],
    img: ['https://www.gstatic.com/instantbuy/svg/'],
  },
  applepay: { connect: ['https://apple.com/apple-pay'], img: [] },
} as const satisfies Record<WalletKind, { connect: readonly string[]; img: readonly string[] }>;

/** The wallets the catalog's methods pay with (a `wallet` field's `kind`), in catalog order. */
export function catalogWallets(catalog: Catalog): WalletKind[] {
  const kinds = catalog.methods.flatMap((method) =>
    method.fields.flatMap((field) => (field.wallet ? [field.wallet.kind] : [])),
  );
  return [...new Set(kinds)];
}

/** The sources for the wallets the catalog offers; none when it offers none. */
export function walletSources(catalog: Catalog): WalletSources {
  const kinds = catalogWallets(catalog);
  return {
    connect: kinds.flatMap((kind) => WALLET_SOURCES[kind].connect),
    img: kinds.flatMap((kind) => WALLET_SOURCES[kind].img),
  };
}
