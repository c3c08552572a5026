/**
 * Identity verification, pure: whether the player's check holds back what they are about to do
 * (docs/http-api.md, `config.player.verification`). A cash-out waits for it
 * when `gates.cashout`; a deposit when its amount is above `gates.depositsAbove`, an amount in the
 * player's currency (the config's `defaultCurrency`: another currency is not converted, the back
 * end's `verification_required` refusal covers it). A verified player passes every gate.
 */
import type { VerificationGate } from '@features/payments';
import type { Verification } from '@contract/payments/player';
import type { PaymentAction } from '@contract/payments/lists';
import { currencyDecimals, serverAmountToMinor } from '@features/payments';

export type { VerificationGate };

/** The deposit amount above which the check is needed, in `currency`. */
export interface DepositThreshold {
  /** A decimal string in major units ("2000.00"). */
  amount: string;
  currency: string;
}

/** True when the check is done (or the back end sends none): nothing is held back. */
export function isVerified(verification: Verification | undefined): boolean {
  return verification === undefined || verification.status === 'verified';
}

/** True when every cash-out waits for the check. */
export function gatesCashout(verification: Verification | undefined): boolean {
  return !isVerified(verification) && verification?.gates?.cashout === true;
}

/**
 * The amount above which a deposit in `currency` waits for the check, or undefined when none does:
 * verified, no deposit gate, another currency than the player's, or an amount that is not one.
 */
export function depositThreshold(
  verification: Verification | undefined,
  currency: string,
  playerCurrency: string | undefined,
): DepositThreshold | undefined {
  const above = verification?.gates?.depositsAbove;
  if (isVerified(verification) || above === undefined || currency !== playerCurrency) {
    return undefined;
  }
  return serverAmountToMinor(above, currencyDecimals(currency)) === null
    ? undefined
    : { amount: above, currency };
}

/** True when `amount` (a decimal string) is above the threshold. */
export function exceedsThreshold(amount: string, threshold: DepositThreshold): boolean {
  const decimals = currencyDecimals(threshold.currency);
  const value = serverAmountToMinor(amount, decimals);
  const limit = serverAmountToMinor(threshold.amount, decimals);
  return value !== null && limit !== null && value > limit;
}

/**
 * Whether the check is needed for `action` now: every cash-out when cash-outs are gated; a deposit
 * of `amount` when it is above the threshold (without an amount, when there is a threshold at all:
 * some deposits need it). `playerCurrency` is the config's `defaultCurrency`.
 */
export function verificationRequiredFor(
  verification: Verification | undefined,
  action: PaymentAction,
  currency: string,
  playerCurrency: string | undefined,
  amount?: string,
): boolean {
  if (action === 'cashout') return gatesCashout(verification);
  const threshold = depositThreshold(verification, currency, playerCurrency);
  if (threshold === undefined) return false;
  return amount === undefined || exceedsThreshold(amount, threshold);
}

/**
 * The gate to explain before the form for `action`, or null: cash-outs gated means no form at all;
 * a deposit threshold means a notice above the form (deposits up to it go ahead).
 */
export function gateFor(
  verification: Verification | undefined,
  action: PaymentAction,
  currency: string | null,
  playerCurrency: string | undefined,
): VerificationGate | null {
  if (currency === null) return null;
  return verificationRequiredFor(verification, action, currency, playerCurrency) ? action : null;
}
