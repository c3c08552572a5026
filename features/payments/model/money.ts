/**
 * Money as decimal strings and integer minor units (bigint): never floating-point arithmetic.
 */

export { currencyDecimals, currencyScale, formatMoney } from '@common/lib/money';

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/** "10.5" with 2 decimals → 1050n; null when not a decimal or when it has too many decimals. */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/**
 * An amount the server sent (a fee, a limit) in minor units: zeros past the currency's scale say
 * nothing and are dropped ("3.00" JPY → 3n); null when a digit past the scale is not zero.
 */
export function serverAmountToMinor(amount: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, decimals) + fraction.slice(decimals).replace(/0+$/, '');
  return toMinorUnits(kept === '' ? (match[1] ?? '0') : `${match[1] ?? '0'}.${kept}`, decimals);
}

/**
 * An amount as the back end receives it: a decimal string at the currency's scale ("2.5" EUR →
 * "2.50", "1000" JPY → "1000", "0.5" BTC → "0.50000000"); as given when it has more decimals
 * than the currency (validation refuses those before any submit).
 */
export function toWireAmount(amount: string, decimals: number): string {
  const minor = toMinorUnits(amount, decimals);
  return minor === null ? amount : fromMinorUnits(minor, decimals);
}

/** 1050n with 2 decimals → "10.50". */
export function fromMinorUnits(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Multiplies minor units by a decimal percentage string, rounding half up: (1000n, "2.5") → 25n. */
export function percentOf(minor: bigint, percent: string): bigint | null {
  const match = DECIMAL.exec(percent);
  if (!match) return null;
  const fraction = match[2] ?? '';
  const scaled = BigInt((match[1] ?? '0') + fraction);
  const divisor = 100n * 10n ** BigInt(fraction.length);
  return (minor * scaled * 2n + divisor) / (divisor * 2n);
}
