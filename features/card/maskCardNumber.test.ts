import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './maskCardNumber';

describe('maskCardNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('•••• 4242');
    expect(maskCardNumber('3782 822463 10005')).toBe('•••• 0005');
    expect(maskCardNumber('4111-1111-1111-1234')).toBe('•••• 1234');
  });

  it('hides a number of four digits or fewer completely', () => {
    expect(maskCardNumber('1234')).toBe('••••');
    expect(maskCardNumber('42')).toBe('••••');
  });

  it('returns an empty string when there are no digits', () => {
    expect(maskCardNumber('')).toBe('');
    expect(maskCardNumber('abc 💳')).toBe('');
  });
});
