import { describe, expect, it } from 'vitest';
import { amountProblem } from './limits';

const limits = { min: '1.000', max: '500.000' };
const kwd = (amount: string) => amountProblem({ amount, currency: 'KWD' }, limits, 3);

describe('amountProblem', () => {
  it('takes an amount within the limits at the currency scale', () => {
    expect(kwd('1')).toBeUndefined();
    expect(kwd('500.0000')).toBeUndefined();
    expect(kwd('12.345')).toBeUndefined();
  });

  it('refuses zero, an amount outside the limits and one finer than the scale', () => {
    expect(kwd('0.000')).toBe('Enter an amount greater than 0.');
    expect(kwd('0.999')).toBe('Enter an amount between 1.000 and 500.000 KWD.');
    expect(kwd('12.3456')).toBe('Enter an amount with at most 3 decimals in KWD.');
  });
});
