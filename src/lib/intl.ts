/**
 * Cached `Intl` formatters. Building one is costly (locale data is resolved on each
 * construction, about a millisecond on a mid-range phone) and the method list formats several
 * numbers and a list of card brands per method on first render; a formatter is immutable, so one
 * per locale and options is enough. Throws like the constructor for a locale or option it rejects
 * (nothing is cached then).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.ListFormat>();

/** Formatters kept at most (locales × option sets in use is small; this only bounds a leak). */
const MAX_CACHED = 200;

function cached<F extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `number\u0000${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(
    `list\u0000${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.ListFormat(locale, options),
  );
}
