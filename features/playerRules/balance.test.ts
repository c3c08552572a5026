import { describe, expect, it } from 'vitest';
import {
  balanceIn,
  cashoutBounds,
  exceedsWithdrawable,
  hasLockedPart,
  nothingWithdrawable,
} from './balance';

const BONUS = { currency: 'EUR', total: '150.00', withdrawable: '120.00' };

describe('what the player may cash out', () => {
  it('takes the balance of the currency, nothing for a currency not listed, and says nothing without a list', () => {
    expect(balanceIn([BONUS], 'EUR')).toEqual(BONUS);
    expect(balanceIn([BONUS], 'USD')).toEqual({ currency: 'USD', total: '0', withdrawable: '0' });
    expect(balanceIn(undefined, 'EUR')).toBeUndefined();
  });

  it('never lets more be cashed out than the balance holds', () => {
    expect(balanceIn([{ currency: 'EUR', total: '10', withdrawable: '10.50' }], 'EUR')).toEqual({
      currency: 'EUR',
      total: '10',
      withdrawable: '10',
    });
  });

  it("lowers the method's maximum to the withdrawable part, and names the balance", () => {
    expect(cashoutBounds({ min: '10.00', max: '5000.00' }, BONUS)).toEqual({
      limits: { min: '10.00', max: '120.00' },
      balance: BONUS,
    });
    expect(cashoutBounds({ min: '10.00', max: '100.00' }, BONUS)).toEqual({
      limits: { min: '10.00', max: '100.00' },
    });
    expect(cashoutBounds({ min: '10.00', max: '100.00' }, undefined)).toEqual({
      limits: { min: '10.00', max: '100.00' },
    });
  });

  it('tells an amount above it, a locked part and nothing to cash out', () => {
    expect(exceedsWithdrawable('120.01', BONUS)).toBe(true);
    expect(exceedsWithdrawable('120', BONUS)).toBe(false);
    expect(hasLockedPart(BONUS)).toBe(true);
    expect(hasLockedPart({ ...BONUS, withdrawable: '150' })).toBe(false);
    expect(nothingWithdrawable({ ...BONUS, withdrawable: '0.00' })).toBe(true);
    expect(nothingWithdrawable(BONUS)).toBe(false);
  });
});
