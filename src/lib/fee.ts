/**
 * How a fee that costs nothing reads, wherever a fee is shown (the methods list, the form's
 * breakdown, the receipt, the transaction history): "No fee", never "0% fee" or "€0.00".
 */

/** The translation key of a fee that costs nothing ("No fee"). */
export const NO_FEE_KEY = 'payments.commission.none';

/** Whether a decimal as the server or the form writes it ("0", "0.00", "-0.0", "0E-2") is zero. */
export function isZeroDecimal(value: string): boolean {
  const digits = value.split(/e/i)[0] ?? '';
  return !/[1-9]/.test(digits);
}
