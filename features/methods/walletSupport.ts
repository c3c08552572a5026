/**
 * Wallet methods the browser cannot use at all, told in the method list before their fields load
 * (features/wallet/README.md). Only certain answers:
 * the browser lacks the API the wallet needs. Whether a browser that has it can pay (a card in
 * the wallet, Google's manifest reachable) is asked by the wallet's form, which explains a "no".
 * A wallet method's `brand` is its wallet (docs/http-api.md).
 */
import type { PaymentMethod } from '@contract/payments/methods';
import type { WalletKind } from '@contract/payments/lists';

/** What the list reads of the browser: `window`, or a fake in tests. */
export interface WalletSupportEnvironment {
  PaymentRequest?: unknown;
  ApplePaySession?: unknown;
}

/** The browser API each wallet needs: Apple Pay is Safari's alone. */
const WALLET_APIS: Record<WalletKind, keyof WalletSupportEnvironment> = {
  applepay: 'ApplePaySession',
  googlepay: 'PaymentRequest',
};

/**
 * The wallet this browser cannot use for the method, or null: Apple Pay outside Safari (no
 * `ApplePaySession`), Google Pay without the Payment Request API.
 */
export function unusableWallet(
  method: Pick<PaymentMethod, 'brand'>,
  environment: WalletSupportEnvironment,
): WalletKind | null {
  const kind = method.brand as WalletKind;
  return Object.hasOwn(WALLET_APIS, kind) && environment[WALLET_APIS[kind]] === undefined
    ? kind
    : null;
}

/** The methods in their order, those whose wallet the browser cannot use moved last. */
export function withUnusableWalletsLast<T extends Pick<PaymentMethod, 'brand'>>(
  methods: readonly T[],
  environment: WalletSupportEnvironment,
): { method: T; unusable: WalletKind | null }[] {
  // A stable sort: each keeps its place among its kind.
  return methods
    .map((method) => ({ method, unusable: unusableWallet(method, environment) }))
    .sort((a, b) => Number(a.unusable !== null) - Number(b.unusable !== null));
}
