// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isKeptTiming, pickTimings } from './timingFields';

describe('timing fields', () => {
  it('keeps positive finite numbers, fractions included', () => {
    expect(isKeptTiming(1)).toBe(true);
    expect(isKeptTiming(0.25)).toBe(true);
  });

  it('drops zero, negatives, NaN, infinities and non-numbers', () => {
    for (const value of [0, -0, -5, Number.NaN, Infinity, -Infinity, '12', null, undefined]) {
      expect(isKeptTiming(value)).toBe(false);
    }
  });

  it('picks only the kept timing keys and leaves out the others', () => {
    expect(
      pickTimings({ loading_time: 120, time_to_fetch_start: 0, time_to_first_byte: NaN, x: 1 }),
    ).toEqual({ loading_time: 120 });
  });
});
