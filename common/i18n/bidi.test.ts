// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr, plainSentence, sentencePieces } from './bidi';
import { fullEnglishI18n } from '@testing/fullEnglish';
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
  it('wraps every piece of server text in a first-strong isolate, whatever its direction', () => {
    expect(isolate('Visa •••• 4242')).toBe(`${FSI}Visa •••• 4242${PDI}`);
    expect(isolate('بنك الرياض (SA)')).toBe(`${FSI}بنك الرياض (SA)${PDI}`);
    expect(isolate('4242 (12/30)')).toBe(`${FSI}4242 (12/30)${PDI}`);
    // An Arabic question mark and tatweel (Common), Samaritan, Mandaic and Hanifi Rohingya letters.
    for (const text of ['Visa؟', 'Visa ـ', 'Bank ࠀ', 'Bank ࡀ', 'Bank 𐴀', 'Pay ٣', 'Bank (']) {
      expect(isolate(text)).toBe(`${FSI}${text}${PDI}`);
    }
  });

  it('makes the text safe before it wraps it, and leaves empty text empty', () => {
    expect(isolate('Bank\u202E 10.50')).toBe(`${FSI}Bank 10.50${PDI}`);
    expect(isolate('Bank \u2067open')).toBe(`${FSI}Bank \u2067open${PDI}${PDI}`);
    expect(isolate('')).toBe('');
    expect(isolate('\u202E')).toBe('');
  });
});

describe('sentencePieces', () => {
  it('reads a sentence into its isolates, nested as they open and close', () => {
    expect(sentencePieces(`Remove ${FSI}Visa${PDI} for ${LRI}€5.00${PDI}.`)).toEqual([
      'Remove ',
      { dir: 'auto', pieces: ['Visa'] },
      ' for ',
      { dir: 'ltr', pieces: ['€5.00'] },
      '.',
    ]);
    expect(sentencePieces(`${FSI}a ${FSI}b${PDI} c${PDI}`)).toEqual([
      { dir: 'auto', pieces: ['a ', { dir: 'auto', pieces: ['b'] }, ' c'] },
    ]);
    expect(sentencePieces(`x\u2067y${PDI}`)).toEqual(['x', { dir: 'rtl', pieces: ['y'] }]);
  });

  it('drops a pop that closes nothing and closes what is left open at the end', () => {
    expect(sentencePieces(`a${PDI}b`)).toEqual(['ab']);
    expect(sentencePieces(`a${FSI}b`)).toEqual(['a', { dir: 'auto', pieces: ['b'] }]);
    expect(sentencePieces('')).toEqual([]);
  });

  it('leaves nothing of the isolate characters in an attribute’s text', () => {
    expect(plainSentence(`Remove ${FSI}Visa${PDI} for ${LRI}€5.00${PDI}`)).toBe(
      'Remove Visa for €5.00',
    );
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
  it('isolate every value, of either direction, so the sentence’s punctuation stays in order', async () => {
    const i18n = await fullEnglishI18n(createI18n());
    expect(i18n.t('payments.saved.delete', { label: 'محفظتي!' })).toBe(
      `Remove ${FSI}محفظتي!${PDI}`,
    );
    expect(i18n.t('payments.saved.delete', { label: 'Visa •••• 4242' })).toBe(
      `Remove ${FSI}Visa •••• 4242${PDI}`,
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
