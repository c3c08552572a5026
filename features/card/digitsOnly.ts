import { latinDigits } from '@common/lib/digits';
import { requireString } from './requireString';

/**
 * Keeps only the digits of `input`, in order, as the ASCII digits `0`–`9`.
 *
 * Digits of any script are read as the digits they are (common/lib/digits.ts): Arabic-Indic
 * `'٤١١١'` and full-width `'４１１１'` are `'4111'`, as the amount field reads them. Spaces,
 * dashes, letters and emoji are dropped, so a pasted `'4111-1111 1111 1111'` becomes
 * `'4111111111111111'`.
 *
 * @param input - Any string, e.g. the raw value of a card-number `<input>`.
 * @returns The digits of `input`; `''` when it has none.
 * @throws TypeError when `input` is not a string.
 */
export function digitsOnly(input: string): string {
  return latinDigits(requireString(input, 'digitsOnly')).replace(/[^0-9]/g, '');
}
