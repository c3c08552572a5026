import { describe, expect, it } from 'vitest';
import { cardBrandByType, detectCardBrand } from './cardBrand';
import type { CardBrand } from './cardBrand';
import { formatCardNumber, hasTooManyCardDigits, maxCardDigits } from './cardNumberFormat';
import { TEST_CARDS } from './testCards.fixture';

const amex = cardBrandByType('american-express');
const visa = cardBrandByType('visa');

describe('formatCardNumber', () => {
  it.each(TEST_CARDS)('groups $label as printed on the card', (card) => {
    expect(formatCardNumber(card.number, detectCardBrand(card.number))).toBe(card.formatted);
  });

  it('groups partial numbers without a trailing space', () => {
    expect(formatCardNumber('4111', visa)).toBe('4111');
    expect(formatCardNumber('41111', visa)).toBe('4111 1');
    expect(formatCardNumber('3782822463', amex)).toBe('3782 822463');
    expect(formatCardNumber('37828224631', amex)).toBe('3782 822463 1');
  });

  it('groups by four when the brand is unknown, digits past the last gap in the last group', () => {
    expect(formatCardNumber('12345678', null)).toBe('1234 5678');
    expect(formatCardNumber('1234567890123456789999', null)).toBe('1234 5678 9012 3456789999');
  });

  it("keeps digits beyond the brand's longest length in the last group, never cuts them", () => {
    expect(formatCardNumber('3782822463100051234', amex)).toBe('3782 822463 100051234');
    expect(hasTooManyCardDigits('3782822463100051234', amex)).toBe(true);
    expect(hasTooManyCardDigits('378282246310005', amex)).toBe(false);
  });

  it('ignores anything in the digits that is not a digit', () => {
    expect(formatCardNumber('4111-1111 abc 1111', visa)).toBe('4111 1111 1111');
  });

  it('returns an empty string for no digits', () => {
    expect(formatCardNumber('', visa)).toBe('');
    expect(formatCardNumber('', null)).toBe('');
  });

  it('copes with a custom brand whose gaps are unsorted, duplicated or out of range', () => {
    const odd: CardBrand = {
      type: 'odd',
      niceType: 'Odd',
      gaps: [6, 2, 2, 0, -1, 40],
      lengths: [],
      code: { name: 'CVV', size: 3 },
    };
    expect(formatCardNumber('123456789', odd)).toBe('12 3456 789');
  });
});

describe('maxCardDigits', () => {
  it("is the brand's longest length", () => {
    expect(maxCardDigits(amex)).toBe(15);
    expect(maxCardDigits(visa)).toBe(19);
    expect(maxCardDigits(cardBrandByType('mastercard'))).toBe(16);
    expect(maxCardDigits(cardBrandByType('diners-club'))).toBe(19);
  });

  it('is 19 when the brand is unknown or lists no lengths', () => {
    expect(maxCardDigits(null)).toBe(19);
    const noLengths: CardBrand = {
      type: 'custom',
      niceType: 'Custom',
      gaps: [4],
      lengths: [],
      code: { name: 'CVV', size: 3 },
    };
    expect(maxCardDigits(noLengths)).toBe(19);
  });
});
