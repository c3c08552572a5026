import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import { hasFee, paymentAmounts } from './paymentAmounts';
import { typedAmount } from './typedAmount';

beforeEach(() => {
  rememberCurrencyScales({ EUR: 2, JPY: 0, BTC: 8 });
});

describe('paymentAmounts', () => {
  it('adds a percent fee to a deposit and takes it from a cash-out, at the currency’s scale', () => {
    const percent = { type: 'percent', percent: '2.5' } as const;
    expect(paymentAmounts('deposit', percent, 'EUR', '50')).toEqual({
      currency: 'EUR',
      amount: '50.00',
      fee: '1.25',
      total: '51.25',
    });
    expect(paymentAmounts('cashout', percent, 'EUR', '50')).toMatchObject({ total: '48.75' });
  });

  it('reads amounts as the form holds them ("1 000,5" typed in French) and keeps every digit of crypto and yen', () => {
    const none = { type: 'none' } as const;
    expect(paymentAmounts('deposit', none, 'EUR', typedAmount('1 000,5', 'fr'))).toMatchObject({
      amount: '1000.50',
    });
    expect(paymentAmounts('deposit', none, 'JPY', '1000')).toMatchObject({ amount: '1000' });
    expect(paymentAmounts('cashout', { type: 'fixed', amount: '0.0001' }, 'BTC', '0.5')).toEqual({
      currency: 'BTC',
      amount: '0.50000000',
      fee: '0.00010000',
      total: '0.49990000',
    });
  });

  it('reads a server fee with zeros past the currency’s scale ("3.00" in yen) as the fee it is', () => {
    const mixed = { type: 'mixed', percent: '1.5', amount: '3.00' } as const;
    expect(paymentAmounts('deposit', mixed, 'JPY', '2000')).toEqual({
      currency: 'JPY',
      amount: '2000',
      fee: '33',
      total: '2033',
    });
    // A fee finer than the currency can charge is not known in advance.
    expect(
      paymentAmounts('deposit', { type: 'fixed', amount: '0.5' }, 'JPY', '2000'),
    ).toMatchObject({ fee: null, total: null });
  });

  it('knows no fee or total when the provider sets the fee or only a range is known', () => {
    const range = { type: 'range-percent', minPercent: '0.5', maxPercent: '1.5' } as const;
    const amounts = paymentAmounts('deposit', range, 'EUR', '20');
    expect(amounts).toEqual({ currency: 'EUR', amount: '20.00', fee: null, total: null });
    expect(amounts && hasFee(amounts)).toBe(true);
  });

  it('says no fee applies when the fee is zero', () => {
    const amounts = paymentAmounts('deposit', { type: 'none' }, 'EUR', '20');
    expect(amounts).toMatchObject({ fee: '0.00', total: '20.00' });
    expect(amounts && hasFee(amounts)).toBe(false);
  });

  it('is null for what is not an amount, or has more decimals than the currency', () => {
    expect(paymentAmounts('deposit', { type: 'none' }, 'EUR', 'abc')).toBeNull();
    expect(paymentAmounts('deposit', { type: 'none' }, 'EUR', '1.234')).toBeNull();
    expect(paymentAmounts('deposit', { type: 'none' }, 'JPY', '10.5')).toBeNull();
  });
});
