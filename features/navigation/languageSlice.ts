import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export interface LanguageState {
  /** BCP 47 code of the player's language (one of common/i18n's LANGUAGES). */
  language: string;
}

const initialState: LanguageState = { language: 'en' };

/**
 * The player's language, as Redux state (`language/languageChanged`): the app applies it to i18next,
 * `<html lang dir>`, storage and API requests (src/app/languageSync.ts); the tracker records it.
 */
export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChanged(state, { payload }: PayloadAction<string>) {
      state.language = payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;

/** This slice's part of the whole state (store/state.ts). */
declare module '@store/state' {
  interface RootState {
    language: LanguageState;
  }
}
