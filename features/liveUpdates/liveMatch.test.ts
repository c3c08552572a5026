import { describe, expect, it } from 'vitest';
import { liveMismatches, sameAmount } from './liveMatch';

const deposit = { action: 'deposit', amount: '77.77', currency: 'EUR' } as const;

describe('sameAmount', () => {
  it('reads amounts as decimals, whatever their leading and trailing zeros', () => {
    expect(sameAmount('23.02', '23.020')).toBe(true);
    expect(sameAmount('0100', '100.00')).toBe(true);
    expect(sameAmount('0.5', '.5')).toBe(false);
    expect(sameAmount('0.50', '0.5')).toBe(true);
  });

  it('tells different amounts and non-amounts apart', () => {
    expect(sameAmount('23.02', '20.32')).toBe(false);
    expect(sameAmount('1000', '1.000')).toBe(false);
    expect(sameAmount('abc', 'abc')).toBe(false);
    expect(sameAmount('', '')).toBe(false);
  });
});

describe('liveMismatches', () => {
  it('finds nothing in an update about the same action, amount and currency', () => {
    expect(liveMismatches({ ...deposit, amount: '77.770' }, deposit)).toEqual([]);
  });

  it('names every field in which an update disagrees with the payment', () => {
    expect(
      liveMismatches({ action: 'cashout', amount: '9999.00', currency: 'USD' }, deposit),
    ).toEqual(['action', 'amount', 'currency']);
    expect(liveMismatches({ ...deposit, currency: 'GBP' }, deposit)).toEqual(['currency']);
    expect(liveMismatches({ ...deposit, amount: '77.78' }, deposit)).toEqual(['amount']);
    expect(liveMismatches({ ...deposit, action: 'cashout' }, deposit)).toEqual(['action']);
  });
});
