import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toTransactionsArgs } from './filters';
import { formatAmount, formatDateTime } from './format';

describe('formatAmount', () => {
  it('formats fiat with the currency’s decimals in the given language', () => {
    expect(formatAmount('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatAmount('1234.5', 'EUR', 'de')).toMatch(/^1\.234,50\s€$/);
  });

  it('shows bitcoin with the digits it has, up to 8, as the payment form does', () => {
    expect(formatAmount('0.0012', 'BTC', 'en')).toMatch(/^BTC\s0\.0012$/);
    expect(formatAmount('0.00120000', 'BTC', 'en')).toMatch(/^BTC\s0\.0012$/);
    expect(formatAmount('0.123456789', 'BTC', 'en')).toMatch(/^BTC\s0\.12345679$/);
  });

  it('never rounds through floating point', () => {
    expect(formatAmount('12345678901234.57', 'EUR', 'en')).toBe('€12,345,678,901,234.57');
  });

  it('falls back to number and code for codes Intl rejects', () => {
    expect(formatAmount('1.5', 'USDT', 'en')).toBe('1.50 USDT');
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
