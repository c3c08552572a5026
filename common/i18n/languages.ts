/** The codes of the cashier's languages (docs/i18n.md), in menu order. */
export const LANGUAGE_CODES = ['en', 'de', 'es', 'pt-BR', 'fr', 'fi', 'tr', 'ar'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Each language's own name, as its speakers write it. */
const OWN_NAMES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  fi: 'Suomi',
  tr: 'Türkçe',
  ar: 'العربية',
} as const satisfies Record<LanguageCode, string>;

const RIGHT_TO_LEFT: readonly LanguageCode[] = ['ar'];

/**
 * The languages with their own names and writing direction. (Built from the codes, marked pure: the
 * inline boot script, which needs only the codes, does not carry the names.)
 */
export const LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({
  code,
  name: OWN_NAMES[code],
  dir: RIGHT_TO_LEFT.includes(code) ? ('rtl' as const) : ('ltr' as const),
}));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return (RIGHT_TO_LEFT as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}

/**
 * The best supported language for a list of preferred tags (e.g. `navigator.languages`): an exact
 * match first ("pt-BR"), then the base language ("de-AT" → "de", "pt-PT" → "pt-BR").
 */
export function matchLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = LANGUAGE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === base);
    if (sameBase) return sameBase;
  }
  return DEFAULT_LANGUAGE;
}
