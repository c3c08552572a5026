/**
 * Wallet methods the browser cannot use at all, told in the method list before their fields load
 * (features/payments/wallet/README.md, "Where the browser cannot pay"). Only certain answers:
 * the browser lacks the API the wallet needs. Whether a browser that has it can pay (a card in
 * the wallet, Google's manifest reachable) is asked by the wallet's form, which explains a "no".
 * A wallet method's `brand` is its wallet (docs/http-api.md, "Wallets").
 */
import type { PaymentMethod } from '../api/schemas';
import type { WalletKind } from '../model/contract';

/** What the list reads of the browser: `window`, or a fake in tests. */
export interface WalletSupportEnvironment {
  PaymentRequest?: unknown;
  ApplePaySession?: unknown;
}

/**
 * The wallet this browser cannot use for the method, or null: Apple Pay outside Safari (no
 * `ApplePaySession`), Google Pay without the Payment Request API.
 */
export function unusableWallet(
  method: Pick<PaymentMethod, 'brand'>,
  environment: WalletSupportEnvironment,
): WalletKind | null {
  if (method.brand === 'applepay' && environment.ApplePaySession === undefined) return 'applepay';
  if (method.brand === 'googlepay' && environment.PaymentRequest === undefined) return 'googlepay';
  return null;
}

/** The methods in their order, those whose wallet the browser cannot use moved last. */
export function withUnusableWalletsLast<T extends Pick<PaymentMethod, 'brand'>>(
  methods: readonly T[],
  environment: WalletSupportEnvironment,
): { method: T; unusable: WalletKind | null }[] {
  const listed = methods.map((method) => ({
    method,
    unusable: unusableWallet(method, environment),
  }));
  return [
    ...listed.filter((entry) => entry.unusable === null),
    ...listed.filter((entry) => entry.unusable !== null),
  ];
}
