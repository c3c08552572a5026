import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import { NO_FILTERS, toTransactionsArgs } from './filters';
import { formatAmount, formatDateTime } from './format';

describe('formatAmount', () => {
  beforeEach(() => {
    rememberCurrencyScales({ EUR: 2, BTC: 8, KWD: 3, USDT: 6 });
  });

  it('formats fiat with the scale the back end gave, in the given language', () => {
    expect(formatAmount('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatAmount('1234.5', 'EUR', 'de')).toMatch(/^1\.234,50\s€$/);
    expect(formatAmount('50.5', 'KWD', 'en')).toMatch(/^KWD\s50\.500$/);
  });

  it('shows bitcoin at its 8 decimals, as the payment form does, never rounded', () => {
    expect(formatAmount('0.0012', 'BTC', 'en')).toMatch(/^BTC\s0\.00120000$/);
    expect(formatAmount('0.123456789', 'BTC', 'en')).toMatch(/^BTC\s0\.123456789$/);
  });

  it('shows a row in a currency the back end gave no scale for with the digits it has', () => {
    expect(formatAmount('12.5', 'DEM', 'en')).toMatch(/^DEM\s12\.5$/);
  });

  it('never rounds through floating point', () => {
    expect(formatAmount('12345678901234.57', 'EUR', 'en')).toBe('€12,345,678,901,234.57');
  });

  it('falls back to number and code for codes Intl rejects', () => {
    expect(formatAmount('1.5', 'USDT', 'en')).toBe('1.500000 USDT');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time in the given language and time zone', () => {
    expect(formatDateTime('2026-04-30T18:05:00Z', 'en', 'UTC')).toMatch(/^Apr 30, 2026, 6:05\sPM$/);
    expect(formatDateTime('2026-04-30T18:05:00Z', 'de', 'UTC')).toBe('30.04.2026, 18:05');
  });
});

describe('toTransactionsArgs', () => {
  it('leaves out the filters set to "all"', () => {
    expect(toTransactionsArgs(NO_FILTERS)).toEqual({});
    expect(toTransactionsArgs({ action: 'cashout', status: 'all' })).toEqual({ action: 'cashout' });
    expect(toTransactionsArgs({ action: 'all', status: 'pending' })).toEqual({
      statuses: ['pending'],
    });
  });
});
