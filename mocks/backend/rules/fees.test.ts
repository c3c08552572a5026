import { describe, expect, it } from 'vitest';
import { chargeOf, feeUnits } from './fees';

describe('feeUnits', () => {
  it("charges a method's commission on the amount, at the currency's scale", () => {
    expect(feeUnits({ type: 'none' }, 5000n, 2)).toBe(0n);
    expect(feeUnits({ type: 'percent', percent: '2.5' }, 5000n, 2)).toBe(125n);
    expect(feeUnits({ type: 'fixed', amount: '1.50' }, 5000n, 2)).toBe(150n);
    expect(feeUnits({ type: 'mixed', percent: '1', amount: '0.30' }, 5000n, 2)).toBe(80n);
    expect(feeUnits({ type: 'fixed', amount: '0.005' }, 1000n, 3)).toBe(5n);
  });

  it('knows no fee the provider sets or only gives a range for', () => {
    expect(feeUnits({ type: 'float' }, 5000n, 2)).toBeNull();
    expect(
      feeUnits({ type: 'range-percent', minPercent: '1', maxPercent: '3' }, 5000n, 2),
    ).toBeNull();
  });
});

describe('chargeOf', () => {
  const percent = { type: 'percent', percent: '2.5' } as const;

  it('adds the fee to a deposit and takes it from a cash-out', () => {
    expect(chargeOf({ action: 'deposit', amount: '50.00' }, percent, 2)).toEqual({
      fee: '1.25',
      total: '51.25',
    });
    expect(chargeOf({ action: 'cashout', amount: '50' }, percent, 2)).toEqual({
      fee: '1.25',
      total: '48.75',
    });
  });

  it('rounds a percentage fee half up to the currency scale', () => {
    expect(
      chargeOf({ action: 'deposit', amount: '1' }, { type: 'percent', percent: '50' }, 0),
    ).toEqual({ fee: '1', total: '2' });
    expect(chargeOf({ action: 'deposit', amount: '0.01' }, percent, 2)).toBeUndefined();
  });

  it('records no charge for a free method or a fee it cannot know', () => {
    expect(chargeOf({ action: 'deposit', amount: '50' }, { type: 'none' }, 2)).toBeUndefined();
    expect(chargeOf({ action: 'deposit', amount: '50' }, { type: 'float' }, 2)).toBeUndefined();
  });
});
