/**
 * Exact comparison of wire decimal amounts ("10", "10.50", "0.00012"): each is scaled to an integer
 * count of 10^-18 units as a BigInt, so no amount ever goes through a float.
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
