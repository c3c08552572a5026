import type { PaymentAction } from '@contract/payments/lists';
import type { PaidAmounts } from '@features/payments';

/** What the cashier knows of a payment, that a live update about it must agree with. */
export interface ExpectedPayment {
  action: PaymentAction;
  amount: string;
  currency: string;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** A decimal without its leading and trailing zeros ("0023.020" → "23.02"); null if not one. */
function canonicalDecimal(amount: string): string | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** True when both are the same decimal amount, whatever their zeros ("23.02" and "23.020"). */
export function sameAmount(a: string, b: string): boolean {
  const left = canonicalDecimal(a);
  return left !== null && left === canonicalDecimal(b);
}

/**
 * The fields in which a live update about a payment disagrees with what the cashier knows of it
 * (its action, amount and currency); empty when it agrees. An update that disagrees is about
 * another payment, or forged: it is ignored (live/useLivePayment.ts).
 */
export function liveMismatches(
  update: ExpectedPayment,
  expected: ExpectedPayment,
): (keyof ExpectedPayment)[] {
  const mismatches: (keyof ExpectedPayment)[] = [];
  if (update.action !== expected.action) mismatches.push('action');
  if (!sameAmount(update.amount, expected.amount)) mismatches.push('amount');
  if (update.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    mismatches.push('currency');
  }
  return mismatches;
}

/** What the cashier submitted of a payment, as a live update about it must say it; null if unknown. */
export function expectedOfPaid(paid: PaidAmounts | null | undefined): ExpectedPayment | null {
  if (!paid) return null;
  return { action: paid.action, amount: paid.amounts.amount, currency: paid.amounts.currency };
}
