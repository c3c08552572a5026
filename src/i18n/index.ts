import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const DEFAULT_LANGUAGE = 'en';

/** The one namespace; keys are grouped by feature inside it (`payments.*`, `common.*`). */
export const resources = { en: { translation: en } } as const;

/**
 * Creates and initialises the i18next instance the app provides to React. English is bundled, so
 * initialisation is synchronous and the first render never waits.
 */
export function createI18n(language: string = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    initAsync: false,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false }, // React escapes; server text is rendered as text.
    returnNull: false,
  });
  return instance;
}
