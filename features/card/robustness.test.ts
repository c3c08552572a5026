import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  digitsOnly,
  formatCardNumber,
  hasTooManyCardDigits,
  maskCardNumber,
  maxCardDigits,
  reformatCardInput,
  reformatExpiryInput,
  securityCodeFor,
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
} from './index';

/** Strings a player, a paste or a bug could feed the helpers. */
const ARBITRARY = [
  '',
  ' ',
  'abc',
  '💳🎰😀',
  '4💳1👍1\u200d1',
  '٤١١١١١١١١١١١١١١١',
  '\u0000\n\t',
  '-'.repeat(100),
  '/'.repeat(7),
  '9'.repeat(10_000),
  '4'.repeat(100_000),
  'a1'.repeat(5_000),
  '__proto__',
  'constructor',
  '12/34/56',
  '-1',
  '1e21',
  'NaN',
  '\ud83d',
];

describe('card helpers on arbitrary strings', () => {
  it.each(ARBITRARY.map((value) => [value.slice(0, 20), value]))(
    'never throw and stay well-formed for %j',
    (_label, value) => {
      const brand = detectCardBrand(value);
      const formatted = formatCardNumber(value, brand);
      expect(formatted).toMatch(/^(\d+( \d+)*)?$/);
      expect(digitsOnly(formatted)).toBe(digitsOnly(value));
      expect(hasTooManyCardDigits(value, brand)).toBe(
        digitsOnly(value).length > maxCardDigits(brand),
      );

      for (const caret of [0, value.length, Math.floor(value.length / 2)]) {
        const input = reformatCardInput(value, caret);
        expect(input.caret).toBeGreaterThanOrEqual(0);
        expect(input.caret).toBeLessThanOrEqual(input.value.length);
        expect(input.value).toBe(formatCardNumber(input.digits, input.brand));
      }

      expect(typeof validateCardNumber(value).isValid).toBe('boolean');
      expect(reformatExpiryInput(value)).toMatch(/^(\d{0,2}|\d{1,2}\/\d{0,2})$/);
      expect(typeof validateExpiry(value).isValid).toBe('boolean');
      expect(securityCodeFor(brand).size).toBeGreaterThan(0);
      expect(typeof validateSecurityCode(value, 3).isValid).toBe('boolean');
      expect(maskCardNumber(value)).toMatch(/^(••••( \d{4})?)?$/);
    },
  );
});
