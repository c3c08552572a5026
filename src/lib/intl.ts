/**
 * Cached `Intl.NumberFormat`s. Building one is costly (locale data is resolved on each
 * construction, about a millisecond on a mid-range phone) and the method list formats several
 * numbers per method on first render; a formatter is immutable, so one per locale and options is
 * enough. Throws like the constructor for a locale or option it rejects (nothing is cached then).
 */
const cache = new Map<string, Intl.NumberFormat>();

/** Formatters kept at most (locales × option sets in use is small; this only bounds a leak). */
const MAX_CACHED = 200;

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, format);
  }
  return format;
}
