/**
 * Display formatting of history rows, in the player's language. Amounts stay decimal strings all the
 * way to Intl (never floats), at the scale the back end gave the currency (common/lib/money.ts); a
 * row in a currency it gave none for shows the digits it has.
 */
import { dateTimeFormat } from '@common/lib/intl';
import { formatMoney } from '@common/lib/money';

/**
 * "1234.5" EUR in "en" → "€1,234.50"; "0.0012" BTC → "BTC 0.00120000": the one money formatter, so
 * an amount reads in the history as it did on the payment form's button and result.
 */
export function formatAmount(amount: string, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale);
}

/** A medium date and short time formatter ("Apr 30, 2026, 6:05 PM"); build it once per list. */
export function dateTimeFormatter(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** An ISO 8601 timestamp as a medium date and short time, in `locale`. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormatter(locale, timeZone).format(new Date(iso));
}
