// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi';
import { fullEnglishI18n } from '@/testing/fullEnglish';
import { createI18n } from './index';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

async function arabicI18n() {
  const i18n = createI18n();
  const { default: ar } = await import('./locales/ar.json');
  i18n.addResourceBundle('ar', 'translation', ar);
  await i18n.changeLanguage('ar');
  return i18n;
}

describe('isolate', () => {
  it('wraps text of the other direction in a first-strong isolate', () => {
    expect(isolate('Visa •••• 4242', 'rtl')).toBe(`${FSI}Visa •••• 4242${PDI}`);
    expect(isolate('بنك الرياض (SA)', 'ltr')).toBe(`${FSI}بنك الرياض (SA)${PDI}`);
    expect(isolate('עברית!', 'ltr')).toBe(`${FSI}עברית!${PDI}`);
  });

  it('wraps every value of a right-to-left sentence, even one without letters', () => {
    expect(isolate('بطاقة فيزا', 'rtl')).toBe(`${FSI}بطاقة فيزا${PDI}`);
    expect(isolate('4242 (12/30)', 'rtl')).toBe(`${FSI}4242 (12/30)${PDI}`);
  });

  it('wraps, in a left-to-right sentence, text with any right-to-left or Arabic-number character, letter or not', () => {
    // An Arabic question mark and tatweel are of no right-to-left script (Common), yet right to
    // left; Samaritan, Mandaic and Hanifi Rohingya letters are of scripts a list of scripts misses.
    for (const text of ['Visa؟', 'Visa ـ', 'Bank ࠀ', 'Bank ࡀ', 'Bank 𐴀', 'Pay ٣']) {
      expect(isolate(text, 'ltr')).toBe(`${FSI}${text}${PDI}`);
    }
  });

  it('leaves left-to-right text in a left-to-right sentence, and empty text, as it is', () => {
    expect(isolate('Visa •••• 4242', 'ltr')).toBe('Visa •••• 4242');
    expect(isolate('4242 (12/30)', 'ltr')).toBe('4242 (12/30)');
    expect(isolate('', 'rtl')).toBe('');
  });
});

describe('isolateLtr', () => {
  it('wraps an amount of a right-to-left sentence in a left-to-right isolate', () => {
    expect(isolateLtr('\u200F15.00\u00A0US$', 'rtl')).toBe(`${LRI}\u200F15.00\u00A0US$${PDI}`);
    expect(isolateLtr('EUR', 'rtl')).toBe(`${LRI}EUR${PDI}`);
  });

  it('wraps an amount holding right-to-left marks or letters in a left-to-right sentence', () => {
    expect(isolateLtr('\u200F15.00\u00A0ر.س.\u200F', 'ltr')).toBe(
      `${LRI}\u200F15.00\u00A0ر.س.\u200F${PDI}`,
    );
  });

  it('leaves a left-to-right amount of a left-to-right sentence, and no amount, as it is', () => {
    expect(isolateLtr('€15.00', 'ltr')).toBe('€15.00');
    expect(isolateLtr('', 'rtl')).toBe('');
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
    const i18n = await arabicI18n();
    const text = i18n.t('payments.fastDeposit.needsCashierBody', { method: 'Skrill (EU)' });
    expect(text).toContain(`${FSI}Skrill (EU)${PDI}`);
  });
});

describe('translations with amounts', () => {
  it('isolate an amount left to right inside an Arabic sentence', async () => {
    const i18n = await arabicI18n();
    expect(i18n.t('payments.amount.hint', { min: '‏10.00 €', max: '‏5,000.00 €' })).toBe(
      `من ${LRI}‏10.00 €${PDI} إلى ${LRI}‏5,000.00 €${PDI}`,
    );
    expect(i18n.t('payments.methods.emptyDeposit', { currency: 'USD' })).toContain(
      `${LRI}USD${PDI}`,
    );
  });

  it('leave an English sentence’s amounts as they are', async () => {
    const i18n = await fullEnglishI18n(createI18n());
    expect(i18n.t('payments.submit.depositAmount', { amount: '€50.00' })).toBe('Deposit €50.00');
  });
});
