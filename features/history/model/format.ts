/**
 * Display formatting of history rows, in the player's language. Amounts stay decimal strings all the
 * way to Intl (never floats), with the currency's own number of decimals.
 */

/** Decimals of currencies Intl does not know or knows wrongly (crypto). */
const CRYPTO_DECIMALS: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  LTC: 8,
  DOGE: 8,
  TRX: 6,
  USDT: 2,
  USDC: 2,
};

function decimalsOf(currency: string): number {
  const crypto = CRYPTO_DECIMALS[currency];
  if (crypto !== undefined) return crypto;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** "1234.5" EUR in "en" → "€1,234.50"; "0.0012" BTC → "BTC 0.00120000". */
export function formatAmount(amount: string, currency: string, locale: string): string {
  const decimals = decimalsOf(currency);
  const exact = amount as Intl.StringNumericLiteral;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(exact);
  } catch {
    // Codes Intl rejects (four-letter tokens such as USDT): the number, then the code.
    return `${new Intl.NumberFormat(locale, digits).format(exact)} ${currency}`;
  }
}

/** A medium date and short time formatter ("Apr 30, 2026, 6:05 PM"); build it once per list. */
export function dateTimeFormatter(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** An ISO 8601 timestamp as a medium date and short time, in `locale`. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormatter(locale, timeZone).format(new Date(iso));
}
