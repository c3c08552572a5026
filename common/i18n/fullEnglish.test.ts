import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './locales/en.json';

/** A fresh copy of common/i18n/index.ts: all of English not loaded yet, no instances. */
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  vi.doUnmock('./locales/en.json');
  vi.resetModules();
});

describe('English split between the first screen and the lazy parts', () => {
  it('starts an instance with the first screen’s texts only', async () => {
    const { createI18n } = await freshI18n();
    const i18n = createI18n();
    expect(i18n.t('payments.methods.legend')).toBe(en.payments.methods.legend);
    expect(i18n.t('common.retry')).toBe(en.common.retry);
    expect(i18n.exists('history.title')).toBe(false);
    expect(i18n.exists('payments.validation.required')).toBe(false);
  });

  it('adds all of English to every live instance once it loads, and starts later ones with it', async () => {
    const { createI18n, loadFullEnglish, ensureFullEnglish } = await freshI18n();
    const first = createI18n();
    const german = createI18n({ language: 'de' });
    expect(ensureFullEnglish(first)).toBe(false);
    const loading = loadFullEnglish();
    expect(loadFullEnglish()).toBe(loading);
    await loading;
    expect(first.t('history.title')).toBe(en.history.title);
    expect(german.getResource('en', 'translation', 'chat.title')).toBe(en.chat.title);
    const later = createI18n();
    expect(later.t('payments.validation.required')).toBe(en.payments.validation.required);
    expect(ensureFullEnglish(later)).toBe(true);
  });

  it('merges into an instance’s own texts: another instance’s first-screen texts stay as they were', async () => {
    const { createI18n, loadFullEnglish, checkFirstScreenEnglish, ensureFullEnglish } =
      await freshI18n();
    checkFirstScreenEnglish(() => undefined);
    await loadFullEnglish();
    const merged = createI18n();
    expect(merged.exists('history.title')).toBe(false);
    expect(ensureFullEnglish(merged)).toBe(true);
    expect(merged.exists('history.title')).toBe(true);
    expect(createI18n().exists('history.title')).toBe(false);
  });

  it('reports the keys an instance lacks when asked to (vitest.setup.ts)', async () => {
    const { createI18n, checkFirstScreenEnglish } = await freshI18n();
    const missing: string[] = [];
    checkFirstScreenEnglish((key) => missing.push(key));
    const i18n = createI18n();
    i18n.t('common.retry');
    i18n.t('history.title');
    expect(missing).toEqual(['history.title']);
  });

  it('tries the load again after a failure', async () => {
    vi.doMock('./locales/en.json', () => {
      throw new Error('offline');
    });
    const { createI18n, loadFullEnglish } = await freshI18n();
    const i18n = createI18n();
    await expect(loadFullEnglish()).rejects.toThrow();
    vi.doUnmock('./locales/en.json');
    await loadFullEnglish();
    expect(i18n.t('history.title')).toBe(en.history.title);
  });
});
