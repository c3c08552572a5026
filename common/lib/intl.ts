/**
 * Cached `Intl` formatters, the one place the app makes number and date formatters. Building one
 * is costly (locale data is resolved on each construction, about a millisecond on a mid-range
 * phone) and the method list formats several numbers and a list of card brands per method on
 * first render; a formatter is immutable, so one per locale and options is enough. Throws like the
 * constructor for a locale or option it rejects (nothing is cached then).
 *
 * Every number and date formatter is given its language's numbering system explicitly
 * ({@link numberingSystemOf}): engines differ in the default (WebKit writes Arabic with
 * Arabic-Indic digits and "٫", Chromium and Firefox with Latin digits and "."), and an amount the
 * cashier writes into the amount field must be the one the player would type in every engine.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const cache = new Map<string, Formatter>();

/** Formatters kept at most (locales × option sets in use is small; this only bounds a leak). */
const MAX_CACHED = 200;

function cached<F extends Formatter>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/**
 * The digits each language of the cashier writes numbers with, by language subtag. Latin for
 * all: it is what Chromium and Firefox show in Arabic, what the Arabic pages of the back end's
 * providers and the receipts use, and the digits an amount field gets from the preset buttons.
 * (Arabic-Indic digits are still read when typed: features/payments/model/amountInput.ts.)
 */
const NUMBERING_SYSTEMS: Readonly<Record<string, string>> = {
  en: 'latn',
  de: 'latn',
  es: 'latn',
  pt: 'latn',
  fr: 'latn',
  fi: 'latn',
  tr: 'latn',
  ar: 'latn',
};

/** The numbering system `locale` is written in: its language's (Latin for a language not listed). */
export function numberingSystemOf(locale: string): string {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return NUMBERING_SYSTEMS[language] ?? 'latn';
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const withDigits = { numberingSystem: numberingSystemOf(locale), ...options };
  return cached(
    `number\u0000${locale}\u0000${JSON.stringify(withDigits)}`,
    () => new Intl.NumberFormat(locale, withDigits),
  );
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const withDigits = { numberingSystem: numberingSystemOf(locale), ...options };
  return cached(
    `date\u0000${locale}\u0000${JSON.stringify(withDigits)}`,
    () => new Intl.DateTimeFormat(locale, withDigits),
  );
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(
    `list\u0000${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.ListFormat(locale, options),
  );
}
