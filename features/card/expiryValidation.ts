import { serverNow } from '@common/lib/serverClock';

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

/** How far the time zones furthest west (UTC−12) and east (UTC+14) are from UTC, in ms. */
const WESTERNMOST_OFFSET_MS = -12 * 60 * 60 * 1000;
const EASTERNMOST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** How many years ahead a card may expire (card-validator's `maxElapsedYear`). */
const MAX_YEARS_AHEAD = 19;

/** The month (as year × 12 + month − 1) that it is at `now` in the zone `offsetMs` from UTC. */
function monthAt(now: number, offsetMs: number): number {
  const local = new Date(now + offsetMs);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

/**
 * Whether a card valid to the end of `MM/YY` is valid at `now` somewhere on Earth: its month has
 * not ended in the zone furthest west, and its year is no more than 19 years ahead of the year in
 * the zone furthest east. A card expired in one zone and not in another is the back end's to judge.
 */
function dateProblem(month: string, year: string, now: number): 'past' | 'tooFarFuture' | null {
  const expiry = (2000 + Number(year)) * 12 + Number(month) - 1;
  if (expiry < monthAt(now, WESTERNMOST_OFFSET_MS)) return 'past';
  const latestYear = Math.floor(monthAt(now, EASTERNMOST_OFFSET_MS) / 12);
  return 2000 + Number(year) > latestYear + MAX_YEARS_AHEAD ? 'tooFarFuture' : null;
}

/** Validates a complete `MM/YY` at `now`. */
function validateComplete(month: string, year: string, now: number): ExpiryValidation {
  if (!isMonth(month)) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  const problem = dateProblem(month, year, now);
  if (problem === null) return { isValid: true, isPotentiallyValid: true };
  return { isValid: false, isPotentiallyValid: false, reason: problem };
}

/** Validates `MM/Y`: potentially valid when one of `Y0`…`Y9` makes a valid date. */
function validateYearDigit(month: string, decade: string, now: number): ExpiryValidation {
  if (!isMonth(month)) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  const years = Array.from({ length: 10 }, (_, digit) => `${decade}${digit}`);
  if (years.some((year) => validateComplete(month, year, now).isValid)) {
    return { isValid: false, isPotentiallyValid: true, reason: 'format' };
  }
  // Ten consecutive years inside a twenty-year window: all past or all too far.
  const reason = dateProblem(month, `${decade}9`, now) ?? 'past';
  return { isValid: false, isPotentiallyValid: false, reason };
}

/**
 * Validates an expiry date typed as `MM/YY` (the only accepted form) at `now`, the back end's time
 * (common/lib/serverClock.ts): valid from the current month up to 19 years ahead, as card-validator's
 * `expirationDate()` has it, in any time zone. A card is valid to the end of its month, and that end
 * comes at different instants around the world: only a card whose month has ended everywhere (even
 * at UTC−12) is refused as `'past'`, and only one too far ahead everywhere (even at UTC+14) as
 * `'tooFarFuture'`. The player's own time zone plays no part; the edge is the back end's.
 *
 * While the player types, `''`, `'1'`, `'12'`, `'12/'` and `'12/3'` are potentially valid when some
 * digits could still make a valid date (`'13'` or, in 2026, `'12/1'` are not). The `reason` says
 * what is wrong: `'format'` (incomplete, malformed or month not 01–12), `'past'` or
 * `'tooFarFuture'`.
 *
 * @param value - The input's value; any string, never throws. Surrounding spaces are ignored.
 * @param now - The instant to judge at (ms since the epoch); the back end's time by default.
 * @returns Whether it is valid, potentially valid, and why not.
 */
export function validateExpiry(value: string, now: number = serverNow()): ExpiryValidation {
  const trimmed = value.trim();
  const complete = COMPLETE.exec(trimmed);
  if (complete !== null) return validateComplete(complete[1] ?? '', complete[2] ?? '', now);

  const partial = PARTIAL.exec(trimmed);
  if (partial === null) return { isValid: false, isPotentiallyValid: false, reason: 'format' };
  const [, month, monthBeforeYear, decade] = partial;
  if (monthBeforeYear !== undefined && decade !== undefined) {
    return validateYearDigit(monthBeforeYear, decade, now);
  }
  const isPotentiallyValid = month === undefined || isMonth(month);
  return { isValid: false, isPotentiallyValid, reason: 'format' };
}
