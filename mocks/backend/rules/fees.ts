/**
 * The fee the mock back end charges, by its own rule (not the client's: mocks/README.md): a method's `commission` applied to the amount in the currency's smallest unit. A
 * percentage is rounded to the nearest unit, a half up; `mixed` adds its fixed amount to it;
 * `float` (the provider sets the fee) and `range-percent` charge nothing the mock could know, so it
 * records no fee for them.
 */
import type { Commission } from '@contract/payments/methods';
import type { SubmitRequest } from '@contract/payments/payment';
import { fromUnits, percentOfUnits, toUnits } from './decimal';

/** The fee on `amount` units at `scale`, in units; null when the mock cannot know it. */
export function feeUnits(commission: Commission, amount: bigint, scale: number): bigint | null {
  switch (commission.type) {
    case 'none':
      return 0n;
    case 'percent':
      return percentOfUnits(amount, commission.percent);
    case 'fixed':
      return toUnits(commission.amount, scale);
    case 'mixed': {
      const part = percentOfUnits(amount, commission.percent);
      const fixed = toUnits(commission.amount, scale);
      return part === null || fixed === null ? null : part + fixed;
    }
    case 'range-percent':
    case 'float':
      return null;
  }
}

/** What a payment charged: its fee, and what the player paid (deposit) or received (cash-out). */
interface Charge {
  fee: string;
  total: string;
}

/**
 * The fee and total of a payment at its currency's `scale`, when a fee was charged; undefined for
 * a fee of zero, one the mock cannot know, or an amount that does not fit the scale.
 */
export function chargeOf(
  request: Pick<SubmitRequest, 'action' | 'amount'>,
  commission: Commission,
  scale: number,
): Charge | undefined {
  const amount = toUnits(request.amount, scale);
  if (amount === null) return undefined;
  const fee = feeUnits(commission, amount, scale);
  if (fee === null || fee === 0n) return undefined;
  const total = request.action === 'deposit' ? amount + fee : amount - fee;
  return { fee: fromUnits(fee, scale), total: fromUnits(total, scale) };
}
