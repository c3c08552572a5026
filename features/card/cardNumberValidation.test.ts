import { describe, expect, it } from 'vitest';
import { validateCardNumber } from './cardNumberValidation';
import { TEST_CARDS } from './testCards.fixture';

describe('validateCardNumber', () => {
  it.each(TEST_CARDS)('accepts the Luhn-valid $label test number', (card) => {
    const result = validateCardNumber(card.number);
    expect(result.isValid).toBe(true);
    expect(result.isPotentiallyValid).toBe(true);
    expect(result.brand?.type).toBe(card.type);
  });

  it.each(TEST_CARDS)('accepts the $label test number as formatted on screen', (card) => {
    expect(validateCardNumber(card.formatted).isValid).toBe(true);
  });

  it('accepts a number pasted with dashes', () => {
    expect(validateCardNumber('4111-1111-1111-1111').isValid).toBe(true);
  });

  it('rejects a full-length number with a wrong Luhn check digit', () => {
    expect(validateCardNumber('378282246310006')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
      brand: { type: 'american-express' },
    });
    expect(validateCardNumber('5555555555554445')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  it('keeps a 16-digit Visa with a wrong check digit potentially valid, as Visa also has 19 digits', () => {
    expect(validateCardNumber('4111111111111112')).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
  });

  it('keeps a number that is too short potentially valid', () => {
    expect(validateCardNumber('4111 1111 1111')).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
      brand: { type: 'visa' },
    });
  });

  it("rejects a number longer than its brand's longest length", () => {
    expect(validateCardNumber('3782822463100050')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
    expect(validateCardNumber('41111111111111111111').isPotentiallyValid).toBe(false);
  });

  it('keeps an ambiguous prefix potentially valid without a brand', () => {
    expect(validateCardNumber('4')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: null,
    });
  });

  it('rejects a number no brand starts with', () => {
    expect(validateCardNumber('1234567812345670')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      brand: null,
    });
  });

  it('rejects letters, emoji and other separators', () => {
    expect(validateCardNumber('4111 1111 1111 111a').isPotentiallyValid).toBe(false);
    expect(validateCardNumber('4111.1111.1111.1111').isValid).toBe(false);
    expect(validateCardNumber('💳').isPotentiallyValid).toBe(false);
  });

  it('follows card-validator in not Luhn-checking UnionPay numbers', () => {
    expect(validateCardNumber('6200000000000006').isValid).toBe(true);
  });
});

describe('validateCardNumber input', () => {
  it('refuses a number instead of calling it an invalid card (the caller made the mistake)', () => {
    expect(() => validateCardNumber(4111111111111111 as unknown as string)).toThrow(
      new TypeError('validateCardNumber accepts only string input; got number.'),
    );
  });
});
