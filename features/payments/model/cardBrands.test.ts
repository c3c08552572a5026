import { describe, expect, it } from 'vitest';
import { plainSentence } from '@common/i18n/bidi';
import { cardBrandList, cardBrandName } from './cardBrands';

/** The phrase as it reads, without its isolates. */
const words = (types: readonly string[], locale: string) =>
  plainSentence(cardBrandList(types, locale));

describe('card brands in the player words', () => {
  it('names a brand as players know it', () => {
    expect(cardBrandName('american-express')).toBe('American Express');
    expect(cardBrandName('visa')).toBe('Visa');
  });

  it('joins the accepted brands as a phrase of the language', () => {
    expect(words(['visa', 'mastercard'], 'en')).toBe('Visa and Mastercard');
    expect(words(['visa', 'mastercard', 'american-express'], 'en')).toBe(
      'Visa, Mastercard, and American Express',
    );
    expect(words(['visa', 'mastercard'], 'fr')).toBe('Visa et Mastercard');
  });

  it('shows a brand id it does not know as it came', () => {
    expect(words(['visa', 'rupay'], 'en')).toBe('Visa and rupay');
    expect(cardBrandName('toString')).toBe('toString');
  });

  it('isolates each name, in every language, so no name moves the words between them', () => {
    expect(cardBrandList(['visa', 'mastercard'], 'ar')).toBe(
      '\u2068Visa\u2069 و\u2068Mastercard\u2069',
    );
    expect(cardBrandList(['visa', 'rupay\u202E'], 'en')).toBe(
      '\u2068Visa\u2069 and \u2068rupay\u2069',
    );
  });

  it('says each brand once', () => {
    expect(words(['visa', 'visa'], 'en')).toBe('Visa');
  });
});
