import { detectCardBrand } from './cardBrand';
import type { CardBrand } from './cardBrand';
import { formatCardNumber, hasTooManyCardDigits } from './cardNumberFormat';
import { digitsOnly } from './digitsOnly';

/** What a card-number `<input>` should show after a change, and what it holds. */
export interface ReformattedCardInput {
  /** The grouped number to write back into the input, e.g. `'4111 1111 1111 1111'`. */
  value: string;
  /** Where to put the caret in `value` (a `selectionStart` / `selectionEnd` index). */
  caret: number;
  /** Every digit entered, in order (nothing is cut; see `tooManyDigits`). */
  digits: string;
  /** The brand detected from `digits`, or `null` when unknown or ambiguous. */
  brand: CardBrand | null;
  /** More digits than the brand's longest length (19 when the brand is unknown). */
  tooManyDigits: boolean;
}

/** Clamps a caret index into `0…length`; a non-number (e.g. a null `selectionStart`) means the end. */
function clampCaret(caret: number, length: number): number {
  if (!Number.isFinite(caret)) return length;
  return Math.min(Math.max(Math.trunc(caret), 0), length);
}

/**
 * The index in `formatted` just after its `count`-th digit; `0` when `count` is 0.
 *
 * The caret stays right after that digit, so it sits before a gap space rather than past it.
 */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    const char = formatted.charAt(index);
    if (char >= '0' && char <= '9') {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return formatted.length;
}

/**
 * Reformats a card-number `<input>` after the player typed, deleted or pasted, for its `onChange`.
 *
 * Everything but digits is stripped (so a paste like `'4111-1111 1111 1111'` works) and the digits
 * are regrouped with {@link formatCardNumber}. Nothing is cut: digits beyond the brand's longest
 * length are kept and flagged (`tooManyDigits`), so the player sees what they entered. The caret
 * is moved so that it stays after the same number of digits as in the raw input: editing the middle
 * of the number keeps it where the player is typing, and a caret just after a digit that now ends a
 * group stays before the gap space (`'4111|'` typed → `'4111|'`, not `'4111 |'`). Deleting a gap
 * space therefore only moves the caret before it; the next Backspace removes the digit.
 *
 * @param value - The input's raw value after the change (any string; never throws).
 * @param caret - The input's `selectionStart` after the change; clamped into the value.
 * @returns The value and caret to write back, plus the kept digits and the detected brand.
 */
export function reformatCardInput(value: string, caret: number): ReformattedCardInput {
  const digits = digitsOnly(value);
  const brand = detectCardBrand(digits);
  const formatted = formatCardNumber(digits, brand);
  const digitsBeforeCaret = digitsOnly(value.slice(0, clampCaret(caret, value.length))).length;
  return {
    value: formatted,
    caret: caretAfterDigits(formatted, Math.min(digitsBeforeCaret, digits.length)),
    digits,
    brand,
    tooManyDigits: hasTooManyCardDigits(digits, brand),
  };
}
