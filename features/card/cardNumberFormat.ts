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
 * Whether `digits` has more digits than any number of `brand` can have ({@link maxCardDigits}).
 *
 * Such a number is kept as entered and reported ("too many digits"), never cut: cutting a pasted
 * or mistyped number can leave a shorter, different number that happens to pass the Luhn check.
 *
 * @param digits - The card number, digits or formatted (anything but digits is ignored).
 * @param brand - The brand detected from it, or `null` when unknown.
 */
export function hasTooManyCardDigits(digits: string, brand: CardBrand | null): boolean {
  return digitsOnly(digits).length > maxCardDigits(brand);
}

/**
 * Groups the digits of a card number the way they are printed on the card, with single spaces.
 *
 * Non-digits in `digits` are ignored and every digit is kept, so the output never ends with a
 * space: `'4111111111111111'` gives `'4111 1111 1111 1111'`, and American Express
 * `'378282246310005'` gives `'3782 822463 10005'`. Digits beyond the brand's longest length (see
 * {@link hasTooManyCardDigits}) stay in the last group, where the player can see and remove them.
 *
 * @param digits - The card number's digits (anything else is dropped).
 * @param brand - The brand whose gaps to use; `null` uses {@link DEFAULT_CARD_GAPS}.
 * @returns The grouped number.
 */
export function formatCardNumber(digits: string, brand: CardBrand | null): string {
  const kept = digitsOnly(digits);
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
