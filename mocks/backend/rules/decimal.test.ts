import { describe, expect, it } from 'vitest';
import { compareDecimals, fromUnits, isWithin, isZero, percentOfUnits, toUnits } from './decimal';

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

describe('toUnits', () => {
  it("counts an amount in its currency's smallest unit", () => {
    expect(toUnits('10.5', 2)).toBe(1050n);
    expect(toUnits('1000', 0)).toBe(1000n);
    expect(toUnits('0.00025', 8)).toBe(25000n);
  });

  it('takes zeros past the scale and refuses any other digit there', () => {
    expect(toUnits('3.00', 0)).toBe(3n);
    expect(toUnits('10.500', 2)).toBe(1050n);
    expect(toUnits('10.505', 2)).toBeNull();
    expect(toUnits('1e3', 2)).toBeNull();
  });
});

describe('fromUnits', () => {
  it('writes a count of units as a decimal at the scale', () => {
    expect(fromUnits(1050n, 2)).toBe('10.50');
    expect(fromUnits(5n, 3)).toBe('0.005');
    expect(fromUnits(1000n, 0)).toBe('1000');
    expect(fromUnits(-25n, 2)).toBe('-0.25');
  });
});

describe('percentOfUnits', () => {
  it('rounds to the nearest unit, a half up', () => {
    expect(percentOfUnits(1000n, '2.5')).toBe(25n);
    expect(percentOfUnits(10n, '5')).toBe(1n);
    expect(percentOfUnits(10n, '4.99')).toBe(0n);
    expect(percentOfUnits(333n, '1.5')).toBe(5n);
  });

  it('refuses a percentage that is not a decimal', () => {
    expect(percentOfUnits(1000n, '-1')).toBeNull();
  });
});
