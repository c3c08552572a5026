import { describe, expect, it } from 'vitest';
import { isZeroDecimal } from './fee';

describe('isZeroDecimal', () => {
  it.each(['0', '0.00', '-0.0', '0.00000000', '.0'])('reads %s as zero', (value) => {
    expect(isZeroDecimal(value)).toBe(true);
  });

  it.each(['1', '0.01', '0.00000001', '2.5'])('reads %s as a fee', (value) => {
    expect(isZeroDecimal(value)).toBe(false);
  });
});
