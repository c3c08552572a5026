import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { currencyScale, formatMoney, rememberCurrencyScales } from './money';

const LOCALES = ['en', 'de', 'es', 'pt-BR', 'fr', 'fi', 'tr', 'ar'] as const;
/** Scales as a back end states them: ISO 4217 minor units, a network's for crypto. */
const SCALES = { EUR: 2, USD: 2, JPY: 0, KWD: 3, BTC: 8, BCH: 8, USDT: 6, TRX: 6 } as const;
const CODES = Object.keys(SCALES) as (keyof typeof SCALES)[];

const decimalAmount = fc
  .tuple(fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{0,8}$/))
  .map(([whole, fraction]) => (fraction === '' ? whole : `${whole}.${fraction}`));

beforeEach(() => {
  rememberCurrencyScales(SCALES);
});

/** What the player reads, with Intl's no-break spaces as plain ones. */
const shown = (amount: string, currency: string, locale: string) =>
  formatMoney(amount, currency, locale).replace(/\s/g, ' ');

describe('money at the scale the back end gave', () => {
  it('shows every amount of a currency with its scale', () => {
    expect(shown('50.5', 'KWD', 'en')).toBe('KWD 50.500');
    expect(shown('12.125', 'KWD', 'en')).toBe('KWD 12.125');
    expect(shown('0.00025', 'BCH', 'en')).toBe('BCH 0.00025000');
    expect(shown('50', 'BCH', 'de')).toBe('50,00000000 BCH');
    expect(shown('1000', 'JPY', 'en')).toBe('¥1,000');
    expect(shown('10', 'USDT', 'en')).toBe('10.000000 USDT');
  });

  it('never rounds: an amount with more digits than the scale keeps them', () => {
    expect(shown('10.005', 'EUR', 'en')).toBe('€10.005');
  });

  it('shows the digits an amount has in a currency the back end gave no scale for', () => {
    expect(currencyScale('XAU')).toBeUndefined();
    expect(shown('12.5', 'XAU', 'en')).toBe('XAU 12.5');
    expect(shown('3', 'XAU', 'en')).toBe('XAU 3');
    expect(shown('0.123456789', 'OLDCOIN', 'en')).toBe('0.123456789 OLDCOIN');
  });
});

describe('money formatting on arbitrary input (fast-check)', () => {
  it('never throws on any amount text, currency code or language', () => {
    fc.assert(
      fc.property(
        fc.oneof(decimalAmount, fc.string({ maxLength: 20 })),
        fc.oneof(fc.constantFrom(...CODES), fc.stringMatching(/^[A-Z]{3,6}$/)),
        fc.constantFrom(...LOCALES),
        (amount, currency, locale) => {
          expect(typeof formatMoney(amount, currency, locale)).toBe('string');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('shows at least the scale, every digit of the amount, and no float error', () => {
    fc.assert(
      fc.property(decimalAmount, fc.constantFrom(...CODES), (amount, currency) => {
        const scale = SCALES[currency];
        const [whole = '', fraction = ''] = amount.split('.');
        const text = formatMoney(amount, currency, 'en');
        // Zeros past the scale say nothing: Intl leaves them out.
        const expected = fraction.padEnd(scale, '0');
        const kept = expected.slice(0, scale) + expected.slice(scale).replace(/0+$/, '');
        expect(/\.(\d+)/.exec(text)?.[1] ?? '').toBe(kept);
        expect(text.replace(/\.\d+/, '').replace(/\D/g, '')).toBe(whole.replace(/^0+(?=\d)/, ''));
      }),
      { numRuns: 500 },
    );
  });
});
