import type { Unsubscribe } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { languageChanged, selectLanguage } from '@features/navigation';
import type { AppStore } from '@/app/store';
import { DEFAULT_LANGUAGE, directionOf } from '@common/i18n';
import { LANGUAGE_STORAGE_KEY } from './initialLanguage';

/**
 * Applies the language in the store everywhere it matters: i18next (components re-render, typed
 * values stay), `<html lang dir>` (right-to-left layout for Arabic) and storage. (The payments cache
 * is fetched again in the new language by the store, src/joins/languageCacheReset.ts.)
 */
export interface SyncLanguageOptions {
  /** The element whose `lang`/`dir` follow the language: `<html>` standalone, the mount element embedded. */
  root?: HTMLElement;
  /** Remember the choice in storage (standalone); an embedding host decides the language itself. */
  persist?: boolean;
}

export function syncLanguage(
  store: AppStore,
  i18n: I18n,
  { root = document.documentElement, persist = true }: SyncLanguageOptions = {},
  win: Window = window,
): Unsubscribe {
  let applied: string | null = null;
  const apply = () => {
    const language = selectLanguage(store.getState());
    if (language === applied) return;
    applied = language;
    // `lang`/`dir` name the language the texts are in: the new one once its file is in (English
    // is bundled), English if it could not be loaded, so a screen reader reads with the right voice.
    const showLanguage = () => {
      if (applied !== language) return; // another language was chosen meanwhile
      const shown = i18n.hasResourceBundle(language, 'translation') ? language : DEFAULT_LANGUAGE;
      root.lang = shown;
      root.dir = directionOf(shown);
    };
    if (i18n.hasResourceBundle(language, 'translation')) showLanguage();
    i18n.changeLanguage(language).then(showLanguage, showLanguage);
    if (persist) {
      try {
        win.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Not saved: the choice still holds for this visit.
      }
    }
  };
  if (selectLanguage(store.getState()) !== i18n.language) {
    store.dispatch(languageChanged(i18n.language));
  }
  apply();
  return store.subscribe(apply);
}
