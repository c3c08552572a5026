import type { Commission } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { isZeroDecimal } from '@common/lib/fee';
import { percentOf, serverAmountToMinor } from './money';

/**
 * The fee a method charges on an amount, in minor units; null when the provider sets it at payment
 * time (`float`) or only a range is known (`range-percent`).
 */
export function feeFor(
  commission: Commission,
  amountMinor: bigint,
  decimals: number,
): bigint | null {
  switch (commission.type) {
    case 'none':
      return 0n;
    case 'percent':
      return percentOf(amountMinor, commission.percent);
    case 'fixed':
      return serverAmountToMinor(commission.amount, decimals);
    case 'mixed': {
      const part = percentOf(amountMinor, commission.percent);
      const fixed = serverAmountToMinor(commission.amount, decimals);
      return part === null || fixed === null ? null : part + fixed;
    }
    case 'range-percent':
    case 'float':
      return null;
  }
}

/** What the player pays (deposit: amount + fee) or receives (cash-out: amount − fee), or null. */
export function totalFor(
  action: PaymentAction,
  amountMinor: bigint,
  fee: bigint | null,
): bigint | null {
  if (fee === null) return null;
  return action === 'deposit' ? amountMinor + fee : amountMinor - fee;
}

/**
 * Whether a method's commission costs nothing whatever the amount: none, or every part of it zero
 * (a 0% or €0.00 fee). The player reads it as "No fee", like `none`.
 */
export function isFreeCommission(commission: Commission): boolean {
  switch (commission.type) {
    case 'none':
      return true;
    case 'percent':
      return isZeroDecimal(commission.percent);
    case 'range-percent':
      return isZeroDecimal(commission.minPercent) && isZeroDecimal(commission.maxPercent);
    case 'fixed':
      return isZeroDecimal(commission.amount);
    case 'mixed':
      return isZeroDecimal(commission.percent) && isZeroDecimal(commission.amount);
    case 'float':
      return false;
  }
}
