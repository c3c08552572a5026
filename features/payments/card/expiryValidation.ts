import cardValidator from 'card-validator';

/** Why an expiry date is not valid: not (yet) `MM/YY`, already expired, or implausibly far away. */
export type ExpiryProblem = 'format' | 'past' | 'tooFarFuture';

/** Result of {@link validateExpiry}. */
export interface ExpiryValidation {
  /** A complete `MM/YY` from the current month up to 19 years ahead. */
  isValid: boolean;
  /** Valid, or a beginning of `MM/YY` that some digits could still complete into a valid date. */
  isPotentiallyValid: boolean;
  /** Set whenever `isValid` is false; `'format'` also covers a date still being typed. */
  reason?: ExpiryProblem;
}

/** A complete `MM/YY`. */
const COMPLETE = /^(\d{2})\/(\d{2})$/;
/** A beginning of `MM/YY`, as `reformatExpiryInput` produces it while the player types. */
const PARTIAL = /^(?:[01]?|(\d{2})\/?|(\d{2})\/(\d))$/;

/** True for `'01'`…`'12'`. */
function isMonth(month: string): boolean {
  const value = Number(month);
  return Number.isInteger(value) && value >= 1 && value <= 12;
}

/** Whether the valid-looking but rejected `MM/YY` lies before the current month or after it. */
function dateProblem(month: string, year: string): 'past' | 'tooFarFuture' {
  const now = new Date();
  const expiry = (2000 + Number(year)) * 12 + Number(month) - 1;
  return expiry < now.getFullYear() * 12 + now.getMonth() ? 'past' : 'tooFarFuture';
}

/** Validates a complete `MM/YY` with `card-validator`, which uses the current date. */
function validateComplete(month: string, year: string): ExpiryValidation {
  if (!isMonth(month)) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  if (cardValidator.expirationDate(`${month}/${year}`).isValid) {
    return { isValid: true, isPotentiallyValid: true };
  }
  return { isValid: false, isPotentiallyValid: false, reason: dateProblem(month, year) };
}

/** Validates `MM/Y`: potentially valid when one of `Y0`…`Y9` makes a valid date. */
function validateYearDigit(month: string, decade: string): ExpiryValidation {
  if (!isMonth(month)) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  const years = Array.from({ length: 10 }, (_, digit) => `${decade}${digit}`);
  if (years.some((year) => validateComplete(month, year).isValid)) {
    return { isValid: false, isPotentiallyValid: true, reason: 'format' };
  }
  // Ten consecutive years inside a twenty-year window: all past or all too far.
  return { isValid: false, isPotentiallyValid: false, reason: dateProblem(month, `${decade}9`) };
}

/**
 * Validates an expiry date typed as `MM/YY` (the only accepted form), with `card-validator`'s
 * `expirationDate()` against the current date: valid from the current month up to 19 years ahead.
 *
 * While the player types, `''`, `'1'`, `'12'`, `'12/'` and `'12/3'` are potentially valid when some
 * digits could still make a valid date (`'13'` or, in 2026, `'12/1'` are not). The `reason` says
 * what is wrong: `'format'` (incomplete, malformed or month not 01–12), `'past'` or
 * `'tooFarFuture'`.
 *
 * @param value - The input's value; any string, never throws. Surrounding spaces are ignored.
 * @returns Whether it is valid, potentially valid, and why not.
 */
export function validateExpiry(value: string): ExpiryValidation {
  const trimmed = value.trim();
  const complete = COMPLETE.exec(trimmed);
  if (complete !== null) return validateComplete(complete[1] ?? '', complete[2] ?? '');

  const partial = PARTIAL.exec(trimmed);
  if (partial === null) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  const [, month, monthBeforeYear, decade] = partial;
  if (monthBeforeYear !== undefined && decade !== undefined) {
    return validateYearDigit(monthBeforeYear, decade);
  }
  const isPotentiallyValid = month === undefined || isMonth(month);
  return { isValid: false, isPotentiallyValid, reason: 'format' };
}
