import { useConfigQuery } from '../api/paymentsApi';
import type { DepositLimit, Limits, Restriction, Verification } from '../api/schemas';
import type { PaymentAction } from '../model/contract';
import { depositBounds } from '../model/depositLimits';
import { depositThreshold } from '../model/verification';

export interface DepositRules {
  depositLimits: readonly DepositLimit[] | undefined;
  restriction: Restriction | undefined;
  /** The identity check and what it holds back (model/verification.ts). */
  verification: Verification | undefined;
  /** The player's currency (`defaultCurrency`), the one a verification threshold is in. */
  playerCurrency: string | undefined;
}

/**
 * The player's deposit limits, restriction and identity check from `GET /config` (docs/http-api.md
 * "Responsible gambling"): undefined until the config has loaded, or when the back end sends none.
 */
export function useDepositRules(): DepositRules {
  return useConfigQuery(undefined, {
    selectFromResult: ({ data }) => ({
      depositLimits: data?.player?.depositLimits,
      restriction: data?.player?.restriction,
      verification: data?.player?.verification,
      playerCurrency: data?.defaultCurrency,
    }),
  });
}

/**
 * The amounts a payment by a method may take now: for a deposit, the method's limits with `max`
 * lowered to what remains of the binding deposit limit or to the identity check's threshold
 * (model/depositLimits.ts `depositBounds`, which names which one); a cash-out keeps the method's.
 * Here rather than in the amount field, so the payment form's chunk does not carry it.
 */
export function useAmountBounds(methodLimits: Limits, currency: string, action: PaymentAction) {
  const { depositLimits, verification, playerCurrency } = useDepositRules();
  if (action !== 'deposit') return depositBounds(methodLimits, undefined, currency, new Date());
  return depositBounds(
    methodLimits,
    depositLimits,
    currency,
    new Date(),
    depositThreshold(verification, currency, playerCurrency),
  );
}
