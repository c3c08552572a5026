import type { ResourceKey, i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerPreload } from '@common/lib/preload';
import { ISOLATE_FORMAT, LTR_FORMAT, isolate, isolateLtr } from './bidi';
import { fetchBackend } from './fetchBackend';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, directionOf } from './languages';
import firstScreenEnglish from './locales/en.json?first-screen';

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
const NAMESPACE = 'translation';

/** All of English, once `loadFullEnglish` has loaded it. */
let fullEnglish: ResourceKey | undefined;
let fullEnglishLoad: Promise<void> | undefined;
/** The instances `createI18n` made, held weakly: a disposed cashier's is not kept alive. */
const instances = new Set<WeakRef<I18n>>();
/** The instances that have all of English (started with it, or got it merged). */
const withFullEnglish = new WeakSet<I18n>();
/** Set by `checkFirstScreenEnglish` (tests). */
let missingKeys: ((key: string) => void) | undefined;

/**
 * Adds all of English to `instance` if it is loaded and the instance lacks it; says whether the
 * instance has it now. Synchronous: a lazy part whose code has loaded renders at once.
 */
export function ensureFullEnglish(instance: I18n): boolean {
  if (withFullEnglish.has(instance)) return true;
  if (fullEnglish === undefined) return false;
  instance.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, fullEnglish, true, true);
  withFullEnglish.add(instance);
  return true;
}

/**
 * Loads the English texts beyond the first screen's (common/i18n/firstScreenTexts.ts) once, and adds
 * them to every live instance; a failed load is tried again on the next call. Every lazy part
 * that renders texts waits for it with its code (common/ui/lazyComponent.tsx,
 * src/app/App.tsx), so no player sees a key or an English fallback where a text is due.
 */
export function loadFullEnglish(): Promise<void> {
  fullEnglishLoad ??= import('./locales/en.json').then(
    (module) => {
      fullEnglish = module.default;
      for (const ref of instances) {
        const instance = ref.deref();
        if (instance) ensureFullEnglish(instance);
        else instances.delete(ref);
      }
    },
    (error: unknown) => {
      fullEnglishLoad = undefined;
      throw error;
    },
  );
  return fullEnglishLoad;
}
registerPreload(loadFullEnglish);

/**
 * Tests (vitest.setup.ts): new instances start with the first screen's English only, even once
 * all of it has loaded (a lazy part adds the rest when it renders), and report every key they
 * look up and lack, so a first-screen text missing from common/i18n/firstScreenTexts.ts fails the
 * test that renders it.
 */
export function checkFirstScreenEnglish(onMissingKey: (key: string) => void): void {
  missingKeys = onMissingKey;
}

export interface CreateI18nOptions {
  language?: string;
  /** Override of the language files' URL template (tests). */
  loadPath?: string;
}

/**
 * Creates and initialises the i18next instance the app provides to React. The first screen's
 * English is bundled, so the first render never waits for it, and the rest comes with the lazy
 * parts (`loadFullEnglish`); other languages load through fetchBackend.ts, and until a language
 * has loaded its texts fall back to English.
 */
export function createI18n({
  language = DEFAULT_LANGUAGE,
  loadPath = LOCALES_LOAD_PATH,
}: CreateI18nOptions = {}) {
  const instance = i18next.createInstance();
  const startWithFull = fullEnglish !== undefined && missingKeys === undefined;
  // A copy per instance: merging all of English into an instance extends its texts in place.
  const english: ResourceKey = structuredClone(
    startWithFull && fullEnglish ? fullEnglish : firstScreenEnglish,
  );
  const onMissingKey = missingKeys;
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
      resources: {
        [DEFAULT_LANGUAGE]: { [NAMESPACE]: english },
      },
      ...(onMissingKey
        ? {
            saveMissing: true,
            missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => {
              onMissingKey(key);
            },
          }
        : {}),
      ...TRANSLATION_LOADING,
      interpolation: { escapeValue: false }, // React escapes; server text is rendered as text.
      returnNull: false,
      react: { useSuspense: false },
    });
  // "{{label, isolate}}": server text keeps its own direction inside the sentence; "{{amount,
  // ltr}}": an amount or code reads left to right, its signs in order (./bidi.ts).
  instance.services.formatter?.add(ISOLATE_FORMAT, (value: unknown) => isolate(String(value)));
  instance.services.formatter?.add(LTR_FORMAT, (value: unknown, language?: string) =>
    isolateLtr(String(value), directionOf(language ?? instance.language)),
  );
  if (startWithFull) withFullEnglish.add(instance);
  instances.add(new WeakRef(instance));
  return instance;
}
