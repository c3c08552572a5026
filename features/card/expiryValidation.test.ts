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

  it('expires a card once its month has ended in every time zone, UTC−12 the last', () => {
    // New Year's Eve: already 2027 in Kiritimati (UTC+14) and Berlin, still 2026 in UTC−12.
    for (const at of [
      '2026-12-31T10:00:00Z', // midnight in Kiritimati
      '2026-12-31T23:30:00Z', // half past midnight in Berlin
      '2027-01-01T03:00:00Z', // still New Year's Eve in St John's
      '2027-01-01T11:59:59Z', // the last second of 2026 at UTC−12
    ]) {
      expect(validateExpiry('12/26', Date.parse(at)), at).toEqual({
        isValid: true,
        isPotentiallyValid: true,
      });
    }
    expect(validateExpiry('12/26', Date.parse('2027-01-01T12:00:00Z'))).toMatchObject({
      isValid: false,
      reason: 'past',
    });
  });

  it('refuses a card expired everywhere, whatever zone the player is in', () => {
    // St John's (UTC−3:30) on New Year's Eve: November has ended in every zone.
    const newYearsEveInStJohns = Date.parse('2027-01-01T03:00:00Z');
    expect(validateExpiry('11/26', newYearsEveInStJohns)).toMatchObject({ reason: 'past' });
    expect(validateExpiry('12/2', newYearsEveInStJohns)).toMatchObject({
      isPotentiallyValid: true,
    });
  });

  it('counts nineteen years ahead from the year furthest east', () => {
    // Still 2026 in UTC−12, 2027 in Kiritimati: 2046 is 19 years ahead there.
    const newYear = Date.parse('2026-12-31T12:00:00Z');
    expect(validateExpiry('01/46', newYear).isValid).toBe(true);
    expect(validateExpiry('01/47', newYear)).toMatchObject({ reason: 'tooFarFuture' });
    expect(validateExpiry('01/46', Date.parse('2026-12-31T09:59:59Z'))).toMatchObject({
      reason: 'tooFarFuture',
    });
  });

  it.each(['Pacific/Kiritimati', 'Europe/Berlin', 'America/St_Johns', 'Etc/GMT+12', 'UTC'])(
    "answers the same with the device's time zone %s",
    (zone) => {
      vi.stubEnv('TZ', zone);
      try {
        const at = Date.parse('2026-12-31T23:30:00Z');
        expect(validateExpiry('12/26', at).isValid).toBe(true);
        expect(validateExpiry('11/26', at)).toMatchObject({ reason: 'past' });
        vi.setSystemTime(at);
        // The default "now" is the back end's time, not the device's calendar.
        expect(validateExpiry('12/26').isValid).toBe(true);
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

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
