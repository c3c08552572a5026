import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import type { DepositLimit } from '@contract/payments/player';
import {
  bindingLimit,
  blocksDeposits,
  depositBounds,
  exceedsLimit,
  formatRestrictionEnd,
  isReached,
  limitsIn,
  resetTimeParts,
  smallestMinimum,
  usedUpLimit,
} from './depositLimits';

// The scales the back end states in its config (common/lib/money.ts).
beforeEach(() => {
  rememberCurrencyScales({ EUR: 2, USD: 2 });
});

const NOW = new Date('2026-11-25T13:00:00Z');

const limit = (overrides: Partial<DepositLimit>): DepositLimit => ({
  period: 'day',
  limit: '200.00',
  used: '50.00',
  remaining: '150.00',
  currency: 'EUR',
  resetsAt: '2026-11-26T00:00:00Z',
  ...overrides,
});

const DAY = limit({});
const WEEK = limit({ period: 'week', limit: '500.00', used: '420.00', remaining: '80.00' });
const MONTH = limit({ period: 'month', limit: '1500', used: '100', remaining: '1400' });

describe('deposit limits', () => {
  it('lists the limits of the currency, day before week before month', () => {
    const usd = limit({ currency: 'USD' });
    expect(limitsIn([MONTH, usd, WEEK, DAY], 'EUR', NOW).map((l) => l.period)).toEqual([
      'day',
      'week',
      'month',
    ]);
  });

  it('refills a limit whose reset time has passed since the config came', () => {
    const later = new Date('2026-11-26T00:00:01Z');
    expect(limitsIn([DAY], 'EUR', later)[0]?.remaining).toBe('200.00');
    expect(limitsIn([DAY], 'EUR', NOW)[0]?.remaining).toBe('150.00');
  });

  it('binds the deposit with the limit that has least left, whatever its period', () => {
    expect(bindingLimit([DAY, WEEK, MONTH], 'EUR', NOW)?.period).toBe('week');
    expect(bindingLimit([DAY, MONTH], 'EUR', NOW)?.period).toBe('day');
    expect(bindingLimit([DAY], 'USD', NOW)).toBeUndefined();
  });

  it('prefers the shorter period when two limits have the same left', () => {
    const week = limit({ period: 'week', remaining: '150' });
    expect(bindingLimit([week, DAY], 'EUR', NOW)?.period).toBe('day');
  });

  it("lowers the method's maximum to what remains of the binding limit, and names it", () => {
    const bounds = depositBounds({ min: '10', max: '5000' }, [DAY, WEEK], 'EUR', NOW);
    expect(bounds.limits).toEqual({ min: '10', max: '80.00' });
    expect(bounds.limit).toMatchObject({ period: 'week', remaining: '80.00' });
  });

  it("keeps the method's maximum when it is lower than what remains", () => {
    expect(depositBounds({ min: '10', max: '100.00' }, [DAY], 'EUR', NOW)).toEqual({
      limits: { min: '10', max: '100.00' },
    });
    expect(depositBounds({ min: '10', max: '100' }, undefined, 'EUR', NOW)).toEqual({
      limits: { min: '10', max: '100' },
    });
  });

  it('tells an amount over what remains, and a limit with nothing left', () => {
    const [day] = limitsIn([DAY], 'EUR', NOW);
    if (!day) throw new Error('no day limit');
    expect(exceedsLimit('150.00', day)).toBe(false);
    expect(exceedsLimit('150.01', day)).toBe(true);
    expect(isReached(day)).toBe(false);
    expect(isReached({ ...day, remaining: '0.00' })).toBe(true);
  });

  it("formats a reset time in the player's language and time zone", () => {
    expect(resetTimeParts('2026-11-25T23:00:00Z', 'en-GB', 'Europe/Berlin')).toEqual({
      time: '00:00',
      date: '26 Nov',
    });
    expect(resetTimeParts('2026-11-25T23:00:00Z', 'en-GB', 'UTC')).toEqual({
      time: '23:00',
      date: '25 Nov',
    });
    expect(resetTimeParts('2026-11-25T23:00:00Z', 'de', 'Europe/Berlin').date).toBe('26. Nov.');
  });

  it("formats when a restriction ends in the player's language and time zone", () => {
    expect(formatRestrictionEnd('2026-12-01T23:00:00Z', 'en-GB', 'Europe/Berlin')).toBe(
      '2 December 2026 at 00:00',
    );
  });

  it('blocks deposits during a restriction, for ever without an end, not after it', () => {
    expect(blocksDeposits(undefined, NOW)).toBe(false);
    expect(blocksDeposits({ kind: 'self_exclusion' }, NOW)).toBe(true);
    expect(blocksDeposits({ kind: 'cool_off', until: '2026-11-25T13:00:01Z' }, NOW)).toBe(true);
    expect(blocksDeposits({ kind: 'cool_off', until: '2026-11-25T13:00:00Z' }, NOW)).toBe(false);
  });

  it('finds the smallest minimum of the methods on offer, whatever their scale', () => {
    expect(
      smallestMinimum(
        [
          { min: '20.00', max: '1' },
          { min: '9.5', max: '1' },
        ],
        'EUR',
      ),
    ).toBe('9.5');
    expect(smallestMinimum([], 'EUR')).toBeUndefined();
  });

  it('calls a limit used up when nothing remains, or less than the smallest deposit', () => {
    const spent = limit({ used: '200.00', remaining: '0.00' });
    expect(usedUpLimit([spent, WEEK], 'EUR', NOW)).toMatchObject({ period: 'day' });
    const five = limit({ used: '195.00', remaining: '5.00' });
    expect(usedUpLimit([five, WEEK], 'EUR', NOW, '10.00')).toMatchObject({ period: 'day' });
    // Without the methods' minimum, only nothing left counts; €5 is a deposit some method takes.
    expect(usedUpLimit([five, WEEK], 'EUR', NOW)).toBeUndefined();
    expect(usedUpLimit([five, WEEK], 'EUR', NOW, '5.00')).toBeUndefined();
    expect(usedUpLimit([DAY, WEEK], 'EUR', NOW, '10.00')).toBeUndefined();
    expect(usedUpLimit([spent], 'USD', NOW)).toBeUndefined();
    // A day that has reset since the config came is whole again.
    expect(usedUpLimit([spent], 'EUR', new Date('2026-11-26T00:00:01Z'))).toBeUndefined();
  });
});
