import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney } from './money';

const LOCALES = ['en', 'de', 'es', 'pt-BR', 'fr', 'fi', 'tr', 'ar'] as const;
const FIAT = ['EUR', 'USD', 'GBP', 'JPY', 'BRL', 'TRY', 'KWD', 'SEK'] as const;

const decimalAmount = fc
  .tuple(fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{0,8}$/))
  .map(([whole, fraction]) => (fraction === '' ? whole : `${whole}.${fraction}`));

describe('money formatting on arbitrary input (fast-check)', () => {
  it('never throws on any amount text, currency code or language', () => {
    fc.assert(
      fc.property(
        fc.oneof(decimalAmount, fc.string({ maxLength: 20 })),
        fc.oneof(fc.constantFrom(...FIAT, 'BTC', 'USDT', 'TRX'), fc.stringMatching(/^[A-Z]{3,6}$/)),
        fc.constantFrom(...LOCALES),
        (amount, currency, locale) => {
          expect(typeof formatMoney(amount, currency, locale)).toBe('string');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives a small whole number of decimals for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (currency) => {
        const decimals = currencyDecimals(currency);
        expect(Number.isInteger(decimals)).toBe(true);
        expect(decimals).toBeGreaterThanOrEqual(0);
        expect(decimals).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('agrees with Intl.NumberFormat for fiat currencies, and keeps every digit (no floats)', () => {
    fc.assert(
      fc.property(
        decimalAmount,
        fc.constantFrom(...FIAT),
        fc.constantFrom(...LOCALES),
        (amount, currency, locale) => {
          const decimals = currencyDecimals(currency);
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: Math.min(decimals, 2),
            maximumFractionDigits: decimals,
          }).format(amount as Intl.StringNumericLiteral);
          expect(formatMoney(amount, currency, locale)).toBe(intl);
          if ((amount.split('.')[1] ?? '').length <= decimals && locale === 'en') {
            const shownDigits = intl.replace(/\D/g, '').replace(/^0+/, '');
            const [whole = '', fraction = ''] = amount.split('.');
            const expected = (whole + fraction.padEnd(Math.min(decimals, 2), '0')).replace(
              /^0+/,
              '',
            );
            expect(shownDigits.startsWith(expected.replace(/0+$/, ''))).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
