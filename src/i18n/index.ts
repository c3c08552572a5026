import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ISOLATE_FORMAT, isolate } from './bidi';
import { fetchBackend } from './fetchBackend';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, directionOf } from './languages';
import en from './locales/en.json';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  directionOf,
  isLanguageCode,
  matchLanguage,
} from './languages';
export type { LanguageCode } from './languages';

/** Where language files are served (`npm start`, `npm run dev`, and msw in tests). */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * Translation loading (docs/i18n.md): up to 10 parallel reads, 5 retries, 350 ms first retry delay
 * (i18next doubles it each time). The backend (fetchBackend.ts) asks for a retry only on a network
 * error or a 5xx.
 */
export const TRANSLATION_LOADING = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
} as const;

/** The one namespace; keys are grouped by feature inside it (`payments.*`, `common.*`). */
export const resources = { en: { translation: en } } as const;

export interface CreateI18nOptions {
  language?: string;
  /** Override of the language files' URL template (tests). */
  loadPath?: string;
}

/**
 * Creates and initialises the i18next instance the app provides to React. English is bundled, so
 * the first render never waits for it; other languages load through fetchBackend.ts, and until a
 * language has loaded its texts fall back to English.
 */
export function createI18n({
  language = DEFAULT_LANGUAGE,
  loadPath = LOCALES_LOAD_PATH,
}: CreateI18nOptions = {}) {
  const instance = i18next.createInstance();
  void instance
    .use(fetchBackend(loadPath))
    .use(initReactI18next)
    .init({
      initAsync: false,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      partialBundledLanguages: true,
      // A fresh object per instance: i18next adds loaded languages into the one it is given.
      resources: { en: { translation: resources.en.translation } },
      ...TRANSLATION_LOADING,
      interpolation: { escapeValue: false }, // React escapes; server text is rendered as text.
      returnNull: false,
      react: { useSuspense: false },
    });
  // "{{label, isolate}}": server text keeps its own direction inside the sentence (./bidi.ts).
  instance.services.formatter?.add(ISOLATE_FORMAT, (value: unknown, language?: string) =>
    isolate(String(value), directionOf(language ?? instance.language)),
  );
  return instance;
}
