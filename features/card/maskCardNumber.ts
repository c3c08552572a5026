import { digitsOnly } from './digitsOnly';

/** Stands for the hidden digits, whatever their count. */
const MASK = '••••';

/**
 * Masks a card number for logs and labels, keeping at most its last four digits.
 *
 * `'4242 4242 4242 4242'` gives `'•••• 4242'`. A number of four digits or fewer gives `'••••'`
 * (showing them would reveal all of it), and a string without digits gives `''`.
 *
 * @param input - The number, formatted or not; any string, never throws.
 * @returns The masked label.
 */
export function maskCardNumber(input: string): string {
  const digits = digitsOnly(input);
  if (digits.length === 0) return '';
  if (digits.length <= 4) return MASK;
  return `${MASK} ${digits.slice(-4)}`;
}
