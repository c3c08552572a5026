import { describe, expect, it } from 'vitest';
import { cardBrandList, cardBrandName } from './cardBrands';

describe('card brands in the player words', () => {
  it('names a brand as players know it', () => {
    expect(cardBrandName('american-express')).toBe('American Express');
    expect(cardBrandName('visa')).toBe('Visa');
  });

  it('joins the accepted brands as a phrase of the language', () => {
    expect(cardBrandList(['visa', 'mastercard'], 'en')).toBe('Visa and Mastercard');
    expect(cardBrandList(['visa', 'mastercard', 'american-express'], 'en')).toBe(
      'Visa, Mastercard, and American Express',
    );
    expect(cardBrandList(['visa', 'mastercard'], 'fr')).toBe('Visa et Mastercard');
  });

  it('shows a brand id it does not know as it came', () => {
    expect(cardBrandList(['visa', 'rupay'], 'en')).toBe('Visa and rupay');
    expect(cardBrandName('toString')).toBe('toString');
  });

  it('isolates each name in a right-to-left language, so the phrase reads in its direction', () => {
    expect(cardBrandList(['visa', 'mastercard'], 'ar')).toBe(
      '\u2068Visa\u2069 و\u2068Mastercard\u2069',
    );
  });

  it('says each brand once', () => {
    expect(cardBrandList(['visa', 'visa'], 'en')).toBe('Visa');
  });
});
