/**
 * How a fee that costs nothing reads, wherever a fee is shown (the methods list, the form's
 * breakdown, the receipt, the transaction history): "No fee", never "0% fee" or "€0.00".
 */

/** The translation key of a fee that costs nothing ("No fee"). */
export const NO_FEE_KEY = 'payments.commission.none';

/** Whether a plain decimal as the server or the form writes it ("0", "0.00", "-0.0") is zero. */
export function isZeroDecimal(value: string): boolean {
  return !/[1-9]/.test(value);
}
