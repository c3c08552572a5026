import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './cardBrand';
import {
  DEFAULT_SECURITY_CODE,
  securityCodeFor,
  securityCodeSide,
  validateSecurityCode,
} from './securityCode';
import { TEST_CARDS } from './testCards.fixture';

describe('securityCodeFor', () => {
  it.each(TEST_CARDS)('asks for the security code credit-card-type gives $label', (card) => {
    expect(securityCodeFor(detectCardBrand(card.number))).toEqual(card.code);
  });

  it('asks for a 4-digit CID on American Express', () => {
    expect(securityCodeFor(detectCardBrand('37'))).toEqual({ name: 'CID', size: 4 });
  });

  it('asks for a 3-digit CVV while the brand is unknown', () => {
    expect(securityCodeFor(null)).toEqual({ name: 'CVV', size: 3 });
  });

  it('returns a copy the caller can change without changing the default', () => {
    const code = securityCodeFor(null);
    code.size = 8;
    expect(securityCodeFor(null).size).toBe(3);
    expect(DEFAULT_SECURITY_CODE.size).toBe(3);
  });
});

describe('securityCodeSide', () => {
  it('finds the American Express code on the front of the card', () => {
    expect(securityCodeSide(detectCardBrand('3782 822463 10005'))).toBe('front');
  });

  it.each(TEST_CARDS.filter((card) => card.type !== 'american-express'))(
    'finds the $label code on the back of the card',
    (card) => {
      expect(securityCodeSide(detectCardBrand(card.number))).toBe('back');
    },
  );

  it('looks on the back while the brand is unknown', () => {
    expect(securityCodeSide(null)).toBe('back');
  });
});

describe('validateSecurityCode', () => {
  it('accepts three digits for Visa and four for American Express', () => {
    expect(validateSecurityCode('123', 3)).toEqual({ isValid: true, isPotentiallyValid: true });
    expect(validateSecurityCode('1234', 4)).toEqual({ isValid: true, isPotentiallyValid: true });
  });

  it('keeps three digits potentially valid for American Express, which needs four', () => {
    expect(validateSecurityCode('123', 4)).toEqual({ isValid: false, isPotentiallyValid: true });
  });

  it('rejects four digits for Visa, which needs three', () => {
    expect(validateSecurityCode('1234', 3)).toEqual({ isValid: false, isPotentiallyValid: false });
  });

  it('keeps an empty or partial code potentially valid', () => {
    expect(validateSecurityCode('', 3)).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(validateSecurityCode('12', 3)).toEqual({ isValid: false, isPotentiallyValid: true });
  });

  it('rejects letters, spaces and emoji', () => {
    expect(validateSecurityCode('12a', 3).isPotentiallyValid).toBe(false);
    expect(validateSecurityCode(' 123', 3).isPotentiallyValid).toBe(false);
    expect(validateSecurityCode('1💳', 3).isPotentiallyValid).toBe(false);
  });

  it('expects three digits when the size is not a positive integer', () => {
    for (const size of [0, -4, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateSecurityCode('123', size).isValid).toBe(true);
      expect(validateSecurityCode('', size).isValid).toBe(false);
    }
  });
});
