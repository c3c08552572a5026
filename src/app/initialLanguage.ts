import { isLanguageCode, matchLanguage } from '@common/i18n/languages';

/** Where the standalone app remembers the player's language choice. */
export const LANGUAGE_STORAGE_KEY = 'cashier.language';

/**
 * The language to start in: the player's saved choice, else the browser's, else English. Plain
 * (no i18next), as the boot prefetch (src/app/boot) asks the API in this language too.
 */
export function initialLanguage(win: Window = window): string {
  try {
    const saved = win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(saved)) return saved;
  } catch {
    // Storage blocked (private mode, policies): fall through to the browser's languages.
  }
  return matchLanguage(win.navigator.languages);
}
