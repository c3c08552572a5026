import { latinDigits } from '@common/lib/digits';
import { digitsOnly } from './digitsOnly';

/** A month typed before an explicit separator: `'4/'`, `'12 / 3'`, `'12-2030'`, `'1.30'`. */
const SEPARATED = /^\s*(\d{1,2})\s*(?:[/.-]\s*(\d*)|\s+(\d+))\s*$/;

/** Two-digit month: a lone `1`–`9` gets a leading zero (a lone `0` is still being typed). */
function padMonth(month: string): string {
  return month.length === 1 && month !== '0' ? `0${month}` : month;
}

/** Two-digit year: a four-digit `20YY` keeps `YY`, anything longer is cut to two digits. */
function shortYear(year: string): string {
  return year.length >= 4 && year.startsWith('20') ? year.slice(2, 4) : year.slice(0, 2);
}

/** Joins month and year; the slash only follows a whole month and a year digit (or was typed). */
function join(month: string, year: string, slashTyped: boolean): string {
  if (month.length < 2 && year === '') return month;
  return year === '' && !slashTyped ? month : `${month}/${year}`;
}

/**
 * Reformats an expiry-date `<input>` into `MM/YY` as the player types, for its `onChange`.
 *
 * - `'1'` → `'1'`, `'12'` → `'12'`, `'123'` → `'12/3'`, `'1234'` → `'12/34'`.
 * - A first digit `2`–`9` can only be a one-digit month and is zero-padded: `'4'` → `'04'`,
 *   `'45'` → `'04/5'`; likewise `'13'` → `'01/3'`.
 * - The slash is never added after a lone month, so Backspace on `'12/'` gives `'12'`, and another
 *   Backspace `'1'`: deleting never gets stuck at the slash. A slash the player typed is kept
 *   (`'4/'` → `'04/'`).
 * - Editing the month in the middle is left alone: deleting the `1` of `'12/34'` gives `'2/34'`
 *   (not `'02/34'`), so typing `1` back gives `'12/34'` again.
 * - Pasted dates are normalised: `'12 / 2030'`, `'12-30'` and `'122030'` all give `'12/30'`.
 * - Digits of any script are the digits they are: `'١٢/٣٠'` and `'１２／３０'` give `'12/30'`.
 * - Anything else is dropped and the result is at most five characters.
 *
 * Month `00` is left for `validateExpiry` to reject.
 *
 * @param typed - The input's raw value after the change; any string, never throws.
 * @returns The value to write back.
 */
export function reformatExpiryInput(typed: string): string {
  // A full-width slash (U+FF0F) is the slash it stands for.
  const value = latinDigits(typed).replace(/\uff0f/g, '/');
  const separated = SEPARATED.exec(value);
  if (separated !== null) {
    const [, month = '', slashYear = '', spaceYear = ''] = separated;
    const year = shortYear(slashYear + spaceYear);
    // With a year already there, a one-digit month is being edited: leave it for the next digit.
    return join(year === '' ? padMonth(month) : month, year, true);
  }
  const digits = digitsOnly(value);
  const first = digits.charAt(0);
  const second = digits.charAt(1);
  if (digits === '') return '';
  if (first >= '2' || (first === '1' && second >= '3')) {
    return join(`0${first}`, shortYear(digits.slice(1)), false);
  }
  if (digits.length === 1) return digits;
  const year = digits.length === 6 ? shortYear(digits.slice(2)) : digits.slice(2, 4);
  return join(digits.slice(0, 2), year, false);
}
