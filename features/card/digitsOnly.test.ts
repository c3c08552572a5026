import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digitsOnly';

describe('digitsOnly', () => {
  it('keeps the digits of a number pasted with spaces and dashes', () => {
    expect(digitsOnly('4111-1111 1111\t1111')).toBe('4111111111111111');
  });

  it('returns an empty string when there are no digits', () => {
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('abc 💳')).toBe('');
  });

  it('drops letters and emoji but keeps the digits in order', () => {
    expect(digitsOnly('a1💳2b3')).toBe('123');
  });

  it('reads Arabic-Indic, Persian and full-width digits as the digits they are', () => {
    expect(digitsOnly('٤١١١ ١١١١ ١١١١ ١١١١')).toBe('4111111111111111');
    expect(digitsOnly('۴۱۱۱-۱۱۱۱')).toBe('41111111');
    expect(digitsOnly('４１１１　１１１１')).toBe('41111111');
    expect(digitsOnly('a1💳2٣3')).toBe('1233');
  });
});

describe('digitsOnly input', () => {
  it('refuses a non-string with a TypeError naming the function', () => {
    expect(() => digitsOnly(null as unknown as string)).toThrow(
      new TypeError('digitsOnly accepts only string input; got null.'),
    );
  });
});
