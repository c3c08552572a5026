/**
 * Money display shared by every feature: decimal strings straight into Intl (never floats), with
 * each currency's own number of decimals.
 */
import { numberFormat } from './intl';

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
  // Own keys only: "valueOf" or "constructor" must not find Object.prototype's members.
  let decimals = Object.hasOwn(CRYPTO_DECIMALS, currency) ? CRYPTO_DECIMALS[currency] : undefined;
  if (decimals === undefined) {
    try {
      decimals = numberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      decimals = 2;
    }
    decimals ??= 2;
  }
  decimalsCache.set(currency, decimals);
  return decimals;
}

/**
 * Formats a decimal string as money in the player's locale, exactly: fiat with its two decimals,
 * crypto with the digits it has (BTC 0.0012), up to the currency's own number.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  const digits = {
    minimumFractionDigits: Math.min(decimals, 2),
    maximumFractionDigits: decimals,
  };
  const exact = amount as Intl.StringNumericLiteral;
  try {
    return numberFormat(locale, { style: 'currency', currency, ...digits }).format(exact);
  } catch {
    // Codes Intl rejects (e.g. four-letter tokens such as USDT): number plus code.
    return `${numberFormat(locale, digits).format(exact)} ${currency}`;
  }
}
