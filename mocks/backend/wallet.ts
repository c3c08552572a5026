/**
 * Wallet tokens in `POST /payments` (a `wallet` field's value, docs/http-api.md): the mock checks
 * only that the token has the wallet's shape, as a gateway would before decrypting it. The token
 * is a secret: it is never stored, logged or echoed, not even in the refusal.
 */
import type { Wallet } from '@features/payments/api/schemas';

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const hasStrings = (object: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((key) => typeof object[key] === 'string' && object[key] !== '');

/**
 * True for a token of the wallet's form: Google Pay's `tokenizationData.token` (JSON with
 * `protocolVersion`, `signature` and `signedMessage`), Apple Pay's payment token (JSON with
 * `paymentData` holding `version`, `data` and `signature`).
 */
export function isWellFormedWalletToken(wallet: Wallet, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 20_000) return false;
  const parsed = parseObject(token);
  if (parsed === null) return false;
  if (wallet.kind === 'googlepay') {
    return hasStrings(parsed, ['protocolVersion', 'signature', 'signedMessage']);
  }
  const { paymentData } = parsed;
  return (
    typeof paymentData === 'object' &&
    paymentData !== null &&
    hasStrings(paymentData as Record<string, unknown>, ['version', 'data', 'signature'])
  );
}

/** The refusal of a missing or malformed token: says what, never the token. */
export const WALLET_TOKEN_PROBLEM = 'The wallet did not send a valid payment. Please try again.';
