import { serverNow } from '@common/lib/serverClock';
import { useConfigQuery } from '@features/payments';
import type { Balance, DepositLimit, Restriction, Verification } from '@contract/payments/player';
import type { Limits } from '@contract/payments/methods';
import { balanceIn, cashoutBounds } from './balance';
import type { PaymentAction } from '@contract/payments/lists';
import { type CurrentLimit, depositBounds } from './depositLimits';
import type { DepositThreshold } from './verification';
import { depositThreshold } from './verification';

export interface DepositRules {
  depositLimits: readonly DepositLimit[] | undefined;
  restriction: Restriction | undefined;
  /** The identity check and what it holds back (rules/verification.ts). */
  verification: Verification | undefined;
  /** The player's currency (`defaultCurrency`), the one a verification threshold is in. */
  playerCurrency: string | undefined;
  /** The player's balance per currency (rules/balance.ts), when the back end says. */
  balances: readonly Balance[] | undefined;
}

/**
 * The player's deposit limits, restriction and identity check from `GET /config`
 * (docs/http-api.md): undefined until the config has loaded, or when the back end sends none.
 */
export function useDepositRules(): DepositRules {
  return useConfigQuery(undefined, {
    selectFromResult: ({ data }) => ({
      depositLimits: data?.player?.depositLimits,
      restriction: data?.player?.restriction,
      verification: data?.player?.verification,
      playerCurrency: data?.defaultCurrency,
      balances: data?.player?.balances,
    }),
  });
}

/** The amounts a payment may take and what lowered the method's `max`, if anything did. */
export interface AmountBounds {
  limits: Limits;
  /** The deposit limit that lowered it. */
  limit?: CurrentLimit;
  /** The identity check's threshold that lowered it. */
  verifyAbove?: DepositThreshold;
  /** The balance whose withdrawable part lowered it (a cash-out). */
  balance?: Balance;
}

/**
 * The amounts a payment by a method may take now: for a deposit, the method's limits with `max`
 * lowered to what remains of the binding deposit limit or to the identity check's threshold
 * (rules/depositLimits.ts `depositBounds`, which names which one); for a cash-out, lowered to what
 * the player may cash out in the currency (rules/balance.ts `cashoutBounds`).
 * Here rather than in the amount field, so the payment form's chunk does not carry it.
 */
export function useAmountBounds(
  methodLimits: Limits,
  currency: string,
  action: PaymentAction,
): AmountBounds {
  const { depositLimits, verification, playerCurrency, balances } = useDepositRules();
  if (action !== 'deposit') return cashoutBounds(methodLimits, balanceIn(balances, currency));
  return depositBounds(
    methodLimits,
    depositLimits,
    currency,
    new Date(serverNow()),
    depositThreshold(verification, currency, playerCurrency),
  );
}
