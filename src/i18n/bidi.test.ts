// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';
import { fullEnglishI18n } from '@/testing/fullEnglish';
import { createI18n } from './index';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolate', () => {
  it('wraps text of the other direction in a first-strong isolate', () => {
    expect(isolate('Visa •••• 4242', 'rtl')).toBe(`${FSI}Visa •••• 4242${PDI}`);
    expect(isolate('بنك الرياض (SA)', 'ltr')).toBe(`${FSI}بنك الرياض (SA)${PDI}`);
    expect(isolate('עברית!', 'ltr')).toBe(`${FSI}עברית!${PDI}`);
  });

  it('leaves text of the sentence’s own direction, and text with no letters, as it is', () => {
    expect(isolate('Visa •••• 4242', 'ltr')).toBe('Visa •••• 4242');
    expect(isolate('بطاقة فيزا', 'rtl')).toBe('بطاقة فيزا');
    expect(isolate('4242 (12/30)', 'rtl')).toBe('4242 (12/30)');
  });
});

describe('translations with server text', () => {
  it('isolate a value of the other direction and keep the sentence’s punctuation in order', async () => {
    const i18n = await fullEnglishI18n(createI18n());
    expect(i18n.t('payments.saved.delete', { label: 'محفظتي!' })).toBe(
      `Remove ${FSI}محفظتي!${PDI}`,
    );
    expect(i18n.t('payments.saved.delete', { label: 'Visa •••• 4242' })).toBe(
      'Remove Visa •••• 4242',
    );
  });

  it('isolate Latin text inside an Arabic sentence', async () => {
    const i18n = createI18n();
    const { default: ar } = await import('./locales/ar.json');
    i18n.addResourceBundle('ar', 'translation', ar);
    await i18n.changeLanguage('ar');
    const text = i18n.t('payments.fastDeposit.needsCashierBody', { method: 'Skrill (EU)' });
    expect(text).toContain(`${FSI}Skrill (EU)${PDI}`);
  });
});
