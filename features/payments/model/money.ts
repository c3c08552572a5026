/**
 * Money as decimal strings and integer minor units (bigint): never floating-point arithmetic.
 */

/** Decimals of currencies Intl does not know or knows wrongly (crypto). */
const CRYPTO_DECIMALS: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  LTC: 8,
  USDT: 2,
  USDC: 2,
  TRX: 6,
  DOGE: 8,
};

const decimalsCache = new Map<string, number>();

/** How many decimals an amount in `currency` may have (EUR 2, JPY 0, BTC 8). */
export function currencyDecimals(currency: string): number {
  const cached = decimalsCache.get(currency);
  if (cached !== undefined) return cached;
  let decimals = CRYPTO_DECIMALS[currency];
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      decimals = 2;
    }
    decimals ??= 2;
  }
  decimalsCache.set(currency, decimals);
  return decimals;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/**
 * Normalises what a player typed ("1 000,50", " 25.") to a plain decimal string, or null when it is
 * not an amount. A comma is read as the decimal separator when there is no dot.
 */
export function normalizeAmountInput(input: string): string | null {
  let text = input.replace(/[\s\u00a0\u202f']/g, '');
  if (!text.includes('.') && (text.match(/,/g) ?? []).length === 1) text = text.replace(',', '.');
  text = text.replace(/\.$/, '');
  if (!DECIMAL.test(text)) return null;
  return text;
}

/** "10.5" with 2 decimals → 1050n; null when not a decimal or when it has too many decimals. */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** 1050n with 2 decimals → "10.50". */
export function fromMinorUnits(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Formats a decimal string as money in the player's locale, exactly (no float rounding). */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  // Crypto amounts show the digits they have (BTC 0.0005), not all eight (BTC 0.00050000).
  const minimum = Math.min(decimals, 2);
  const exact = amount as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minimum,
      maximumFractionDigits: decimals,
    }).format(exact);
  } catch {
    // Codes Intl rejects (e.g. four-letter tokens such as USDT): number plus code.
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: decimals,
    }).format(exact);
    return `${number} ${currency}`;
  }
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
