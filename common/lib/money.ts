/**
 * Money display shared by every feature: decimal strings straight into Intl (never floats), each
 * currency at the scale the back end gives it (`currencyScales` of `GET /config`,
 * docs/http-api.md). The client never guesses a scale: no table of its own, no Intl default.
 */
import { numberFormat } from './intl';

/** Decimals per currency code, as the back end states them ({"EUR": 2, "KWD": 3, "BCH": 8}). */
export type CurrencyScales = Readonly<Record<string, number>>;

/** The most decimals a wire amount may have (`decimalSchema`): nothing finer can be sent. */
export const MAX_WIRE_DECIMALS = 18;

/**
 * The back end's scales, the one place the client keeps them: filled from each config answer
 * (features/payments/api/paymentsApi.ts). One back end serves a page; a second cashier's answer
 * adds to the same table (a currency has one scale).
 */
const scales = new Map<string, number>();

/** Keeps the scales of a config answer: every formatter and amount check reads them. */
export function rememberCurrencyScales(given: CurrencyScales): void {
  for (const [currency, scale] of Object.entries(given)) scales.set(currency, scale);
}

/** Forgets every scale (tests: each starts as a page that has not loaded its config). */
export function forgetCurrencyScales(): void {
  scales.clear();
}

/** The back end's scale of `currency` (EUR 2, JPY 0, KWD 3, BCH 8); undefined when it gave none. */
export function currencyScale(currency: string): number | undefined {
  return scales.get(currency);
}

/**
 * The decimals to compute with in `currency`: its scale, or for a currency the back end gave no
 * scale for, the finest a wire amount has, so nothing is refused, rounded or invented.
 */
export function currencyDecimals(currency: string): number {
  return currencyScale(currency) ?? MAX_WIRE_DECIMALS;
}

/** Digits after the decimal point of a decimal string ("10.50" → 2); 0 when it is not one. */
function fractionDigits(amount: string): number {
  const fraction = /^-?\d+\.(\d+)$/.exec(amount.trim())?.[1];
  return fraction === undefined ? 0 : Math.min(fraction.length, 100);
}

/**
 * Formats a decimal string as money in the player's locale, exactly: at the currency's scale
 * ("KWD 50.500", "BCH 0.00025000", "¥1,000"). An amount with more digits than the scale keeps
 * them (never rounded); in a currency without a scale it shows the digits it has.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const given = fractionDigits(amount);
  const scale = currencyScale(currency) ?? given;
  const digits = { minimumFractionDigits: scale, maximumFractionDigits: Math.max(scale, given) };
  const exact = amount as Intl.StringNumericLiteral;
  try {
    return numberFormat(locale, { style: 'currency', currency, ...digits }).format(exact);
  } catch {
    // Codes Intl rejects (e.g. four-letter tokens such as USDT): number plus code.
    return `${numberFormat(locale, digits).format(exact)} ${currency}`;
  }
}
