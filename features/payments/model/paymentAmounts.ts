import type { Commission, ProcessingTime } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { feeFor, totalFor } from './commission';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from './money';
import { amountValueDecimal } from './typedAmount';

/**
 * One payment's amounts as decimal strings at the currency's scale: what the submit button, the
 * result and the history say, so the three read the same.
 */
export interface PaymentAmounts {
  currency: string;
  /** The amount the player asked for ("51.25"). */
  amount: string;
  /** The method's fee; null when the provider sets it at payment time or only a range is known. */
  fee: string | null;
  /** What the player pays (deposit) or receives (cash-out); null when the fee is unknown. */
  total: string | null;
}

/**
 * The amounts of an amount field's value (model/typedAmount.ts: what the player typed, read in the
 * language they typed it in, or a decimal the cashier wrote) paid with a method, at the currency's
 * scale; null when it holds no amount.
 */
export function paymentAmounts(
  action: PaymentAction,
  commission: Commission,
  currency: string,
  value: unknown,
): PaymentAmounts | null {
  const decimal = amountValueDecimal(value);
  return decimal === null ? null : decimalAmounts(action, commission, currency, decimal);
}

/** The amounts of a plain decimal amount ("1000.50", as sent); null when it is not one. */
export function decimalAmounts(
  action: PaymentAction,
  commission: Commission,
  currency: string,
  amount: string,
): PaymentAmounts | null {
  const decimals = currencyDecimals(currency);
  const minor = toMinorUnits(amount, decimals);
  return minor === null ? null : amountsAt(action, commission, currency, minor, decimals);
}

/** The amounts of `minor` units of `currency` at `decimals` paid with a method. */
export function amountsAt(
  action: PaymentAction,
  commission: Commission,
  currency: string,
  minor: bigint,
  decimals: number,
): PaymentAmounts {
  const fee = feeFor(commission, minor, decimals);
  const total = totalFor(action, minor, fee);
  const decimal = (value: bigint | null) =>
    value === null ? null : fromMinorUnits(value, decimals);
  return {
    currency,
    amount: fromMinorUnits(minor, decimals),
    fee: decimal(fee),
    total: decimal(total),
  };
}

/** True when a fee is charged (or may be: the provider sets it), so the total is worth saying. */
export function hasFee(amounts: PaymentAmounts): boolean {
  return amounts.fee === null || /[1-9]/.test(amounts.fee);
}

/** What an accepted payment was for: the result says it as the form did. */
export interface PaidAmounts {
  action: PaymentAction;
  amounts: PaymentAmounts;
  commission: Commission;
  /** The method's name, as the receipt says it. */
  methodName: string;
  /** How long the method takes, as the methods list says it. */
  processingTime?: ProcessingTime | undefined;
}
