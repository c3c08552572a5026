import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateExpiry } from './expiryValidation';

describe('validateExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 15 June 2026, local time.
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the current month', () => {
    expect(validateExpiry('06/26')).toEqual({ isValid: true, isPotentiallyValid: true });
  });

  it('accepts a future date up to 19 years ahead', () => {
    expect(validateExpiry('07/26')).toEqual({ isValid: true, isPotentiallyValid: true });
    expect(validateExpiry('01/30')).toEqual({ isValid: true, isPotentiallyValid: true });
    expect(validateExpiry('12/45')).toEqual({ isValid: true, isPotentiallyValid: true });
  });

  it('rejects a date in the past', () => {
    const past = { isValid: false, isPotentiallyValid: false, reason: 'past' };
    expect(validateExpiry('05/26')).toEqual(past);
    expect(validateExpiry('12/25')).toEqual(past);
    expect(validateExpiry('01/20')).toEqual(past);
  });

  it('rejects a date too far in the future', () => {
    const tooFar = { isValid: false, isPotentiallyValid: false, reason: 'tooFarFuture' };
    expect(validateExpiry('01/46')).toEqual(tooFar);
    expect(validateExpiry('12/99')).toEqual(tooFar);
  });

  it('expires a card at the end of its month', () => {
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59, 59));
    expect(validateExpiry('12/26').isValid).toBe(true);
    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 0));
    expect(validateExpiry('12/26')).toMatchObject({ isValid: false, reason: 'past' });
  });

  it.each([
    '13/27',
    '00/27',
    '6/27',
    '06/2027',
    '0627',
    '06-27',
    '06 / 27',
    'ab/cd',
    '06/27/',
    '💳',
  ])('rejects the malformed %j as a format problem', (value) => {
    expect(validateExpiry(value)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      reason: 'format',
    });
  });

  it('ignores spaces around the date', () => {
    expect(validateExpiry(' 06/27 ').isValid).toBe(true);
  });

  it.each(['', '0', '1', '06', '12', '12/', '12/2', '01/4'])(
    'keeps the incomplete %j potentially valid',
    (value) => {
      expect(validateExpiry(value)).toEqual({
        isValid: false,
        isPotentiallyValid: true,
        reason: 'format',
      });
    },
  );

  it('flags an incomplete date no year digit can save', () => {
    expect(validateExpiry('12/1')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      reason: 'past',
    });
    expect(validateExpiry('01/5')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      reason: 'tooFarFuture',
    });
  });

  it('flags an impossible month as soon as it is typed', () => {
    expect(validateExpiry('13')).toMatchObject({ isPotentiallyValid: false, reason: 'format' });
    expect(validateExpiry('00/')).toMatchObject({ isPotentiallyValid: false, reason: 'format' });
    expect(validateExpiry('2')).toMatchObject({ isPotentiallyValid: false, reason: 'format' });
  });
});
