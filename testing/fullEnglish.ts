import type { i18n as I18n } from 'i18next';
import { ensureFullEnglish, loadFullEnglish } from '@common/i18n';

/**
 * Gives `i18n` all of English, as a lazy part's load does (common/i18n/index.ts), for a test that
 * renders or translates a lazy part's texts directly. In DOM tests vitest.setup.ts has loaded it
 * before the file's tests start; `fullEnglishI18n` waits for it anywhere.
 */
export function withFullEnglish<T extends I18n>(i18n: T): T {
  if (!ensureFullEnglish(i18n)) throw new Error('All of English has not loaded yet.');
  return i18n;
}

/** `withFullEnglish` once all of English has loaded. */
export async function fullEnglishI18n<T extends I18n>(i18n: T): Promise<T> {
  await loadFullEnglish();
  return withFullEnglish(i18n);
}
