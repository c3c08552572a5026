import { describe, expect, it } from 'vitest';
import { compareDecimals, isWithin, isZero } from './decimal';

describe('compareDecimals', () => {
  it('compares amounts exactly, whatever their number of decimals', () => {
    expect(compareDecimals('10', '10.000')).toBe(0);
    expect(compareDecimals('0.1', '0.099999999999999999')).toBe(1);
    expect(
      compareDecimals('999999999999999.999999999999999998', '999999999999999.999999999999999999'),
    ).toBe(-1);
  });

  it('refuses what is not a wire decimal', () => {
    expect(() => compareDecimals('1e3', '1')).toThrow(RangeError);
    expect(() => compareDecimals('-1', '1')).toThrow(RangeError);
  });
});

describe('isWithin', () => {
  it('includes both limits', () => {
    const limits = { min: '10.00', max: '5000.00' };
    expect(isWithin('10', limits)).toBe(true);
    expect(isWithin('5000.0', limits)).toBe(true);
    expect(isWithin('9.99', limits)).toBe(false);
    expect(isWithin('5000.01', limits)).toBe(false);
  });
});

describe('isZero', () => {
  it('recognises zero written any way', () => {
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.001')).toBe(false);
  });
});
