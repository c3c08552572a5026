/**
 * The mock back end's decimal arithmetic, its own (never the client's, so a test of the client
 * against the mock compares two reckonings): wire amounts ("10", "10.50", "0.00012") as exact
 * BigInt counts, never a float. Comparisons count in 10^-18 units (the finest wire amount);
 * amounts of a currency count in its smallest unit (10^-scale).
 */
const SCALE = 18;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function toScaled(value: string): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > SCALE) throw new RangeError(`More than ${SCALE} decimals: "${value}"`);
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` ("10" equals "10.00"). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const left = toScaled(a);
  const right = toScaled(b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** True when `min <= value <= max`. */
export function isWithin(value: string, limits: { min: string; max: string }): boolean {
  return compareDecimals(value, limits.min) >= 0 && compareDecimals(value, limits.max) <= 0;
}

/** True when the amount is zero ("0", "0.00"). */
export function isZero(value: string): boolean {
  return toScaled(value) === 0n;
}

/**
 * `amount` as a count of a currency's smallest unit at `scale` decimals ("10.5" at 2 → 1050n,
 * "3.00" at 0 → 3n); null when it is not a decimal or a digit past the scale is not zero
 * ("10.505" at 2): such an amount cannot be paid in that currency.
 */
export function toUnits(amount: string, scale: number): bigint | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(scale))) return null;
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
}

/** A count of the smallest unit as a wire amount at `scale` decimals (1050n at 2 → "10.50"). */
export function fromUnits(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/**
 * `percent` per cent of `units` (not negative), rounded to the nearest unit, a half up (1000n at "2.5" → 25n,
 * 10n at "5" → 1n); null when `percent` is not a decimal.
 */
export function percentOfUnits(units: bigint, percent: string): bigint | null {
  const match = DECIMAL.exec(percent);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const numerator = units * BigInt(whole + fraction);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}
