import type { CardBrand } from './cardBrand';
import { digitsOnly } from './digitsOnly';

/**
 * Gap offsets used while the brand is unknown, the same as most brands in `credit-card-type`:
 * `1234 5678 9012 3456`, and the 17th to 19th digits stay in the last group.
 */
export const DEFAULT_CARD_GAPS: readonly number[] = Object.freeze([4, 8, 12]);

/** Longest card number (ISO/IEC 7812) accepted while the brand is unknown. */
export const DEFAULT_MAX_CARD_DIGITS = 19;

/**
 * The most digits a card number of `brand` can have.
 *
 * @param brand - The detected brand, or `null` when unknown.
 * @returns The brand's longest length, or {@link DEFAULT_MAX_CARD_DIGITS} (19) when the brand is
 *   unknown or lists no lengths.
 */
export function maxCardDigits(brand: CardBrand | null): number {
  const lengths = (brand?.lengths ?? []).filter((length) => Number.isInteger(length) && length > 0);
  return lengths.length > 0 ? Math.max(...lengths) : DEFAULT_MAX_CARD_DIGITS;
}

/** The brand's gap offsets, sorted and de-duplicated; the default groups of four when unknown. */
function gapsOf(brand: CardBrand | null): readonly number[] {
  if (brand === null) return DEFAULT_CARD_GAPS;
  const valid = brand.gaps.filter((gap) => Number.isInteger(gap) && gap > 0);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/**
 * Groups the digits of a card number the way they are printed on the card, with single spaces.
 *
 * Non-digits in `digits` are ignored and the result is cut to {@link maxCardDigits}, so the output
 * never ends with a space: `'4111111111111111'` gives `'4111 1111 1111 1111'`, and American Express
 * `'378282246310005'` gives `'3782 822463 10005'`.
 *
 * @param digits - The card number's digits (anything else is dropped).
 * @param brand - The brand whose gaps to use; `null` uses {@link DEFAULT_CARD_GAPS}, up to 19 digits.
 * @returns The grouped number.
 */
export function formatCardNumber(digits: string, brand: CardBrand | null): string {
  const kept = digitsOnly(digits).slice(0, maxCardDigits(brand));
  const groups: string[] = [];
  let start = 0;
  for (const gap of gapsOf(brand)) {
    if (gap >= kept.length) break;
    groups.push(kept.slice(start, gap));
    start = gap;
  }
  groups.push(kept.slice(start));
  return groups.join(' ');
}
