import { requireString } from './requireString';

/**
 * Keeps only the ASCII digits `0`–`9` of `input`, in order.
 *
 * Spaces, dashes, letters, emoji and non-ASCII digits are dropped, so a pasted
 * `'4111-1111 1111 1111'` becomes `'4111111111111111'`.
 *
 * @param input - Any string, e.g. the raw value of a card-number `<input>`.
 * @returns The digits of `input`; `''` when it has none.
 * @throws TypeError when `input` is not a string.
 */
export function digitsOnly(input: string): string {
  return requireString(input, 'digitsOnly').replace(/[^0-9]/g, '');
}
