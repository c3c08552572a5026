import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountExample,
  amountInputText,
  normalizeAmountInput,
  readAmountInput,
} from './amountInput';

const LOCALES = ['en', 'ar', 'de', 'es', 'fi', 'fr', 'pt-BR', 'tr'] as const;

describe('amounts typed the way the player writes them', () => {
  it.each([
    ['1,000.50', 'en', '1000.50'],
    ['1,000', 'en', '1000'],
    ['12,345,678.9', 'en', '12345678.9'],
    ['1.000,50', 'de', '1000.50'],
    ['1.000', 'de', '1000'],
    ['51,25', 'de', '51.25'],
    ['1.234,5', 'es', '1234.5'],
    ['1.000,50', 'pt-BR', '1000.50'],
    ['1.000,50', 'tr', '1000.50'],
    ['1\u202f000,50', 'fr', '1000.50'],
    ['1 000,50', 'fr', '1000.50'],
    ['1 000 000,5', 'fi', '1000000.5'],
    ['1\u00a0000,5', 'fi', '1000.5'],
    ['١٬٠٠٠٫٥٠', 'ar', '1000.50'],
    ['١٠٠٠', 'ar', '1000'],
    ['1,000.50', 'ar', '1000.50'],
    ['۱۲۳٫۴', 'ar', '123.4'],
    [' 25. ', 'en', '25'],
    ['１，０００．５０', 'en', '1000.50'],
    ['\u20661,000.50\u2069', 'en', '1000.50'],
  ])('reads %j in %s as %j', (typed, locale, amount) => {
    expect(readAmountInput(typed, locale)).toEqual({ kind: 'amount', amount });
  });

  it.each([
    ['1,5', 'en'],
    ['1,50', 'en'],
    ['1.000,50', 'en'],
    ['10.50', 'de'],
    ['1,000.50', 'de'],
    ['1,2,3', 'en'],
  ])('refuses %j in %s as ambiguous', (typed, locale) => {
    expect(readAmountInput(typed, locale)).toEqual({ kind: 'ambiguous' });
  });

  it.each([
    ['10 50', 'en'],
    ["10'50", 'en'],
    ['10\u202f50', 'en'],
    ['1 000.50', 'en'],
    ['1.000 000', 'de'],
    ["1'000,50", 'de'],
    ['10.50', 'fr'],
    ['1.000', 'fr'],
    ['10.50', 'fi'],
    ['1.000.000', 'fi'],
    ['10_50', 'tr'],
  ])('refuses %j in %s: a separator the language does not use', (typed, locale) => {
    expect(readAmountInput(typed, locale)).toEqual({ kind: 'foreignSeparator' });
  });

  it.each([['abc'], ['1e3'], ['-5'], ['.5'], ['€5'], ['5 €']])(
    'refuses %j as no amount',
    (typed) => {
      expect(readAmountInput(typed, 'en')).toEqual({ kind: 'invalid' });
    },
  );

  it('reads nothing typed, or only spaces, as empty', () => {
    expect(readAmountInput('', 'en')).toEqual({ kind: 'empty' });
    expect(readAmountInput(' \u00a0', 'fr')).toEqual({ kind: 'empty' });
  });

  it('never reads a number with a separator its language does not use (fast-check)', () => {
    const foreign = { en: [' ', "'", '\u00a0'], de: [' ', "'"], fr: ['.', "'"], ar: [' ', "'"] };
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(foreign) as (keyof typeof foreign)[])),
        fc.stringMatching(/^[1-9]\d{0,5}$/),
        fc.stringMatching(/^\d{1,5}$/),
        fc.nat(),
        (locale, before, after, pick) => {
          const signs = foreign[locale];
          const sign = signs[pick % signs.length] ?? ' ';
          expect(readAmountInput(`${before}${sign}${after}`, locale)).toEqual({
            kind: 'foreignSeparator',
          });
        },
      ),
    );
  });

  it("reads back any amount Intl writes in the player's language (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...LOCALES),
        (minor, decimals, locale) => {
          const digits = minor.toString().padStart(decimals + 1, '0');
          const amount =
            decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
          const written = new Intl.NumberFormat(locale, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(amount as Intl.StringNumericLiteral);
          expect(normalizeAmountInput(written, locale)).toBe(amount);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('writes an amount for the field so that it reads back as the same amount', () => {
    expect(amountInputText('0.00025', 'de')).toBe('0,00025');
    expect(amountInputText('50', 'fr')).toBe('50');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,8}(\.\d{1,8})?$/),
        fc.constantFrom(...LOCALES),
        (amount, locale) => {
          expect(normalizeAmountInput(amountInputText(amount, locale), locale)).toBe(amount);
        },
      ),
    );
  });

  it("shows an example amount in the player's own format", () => {
    expect(amountExample('en', 2)).toBe('12,345.50');
    expect(amountExample('de', 2)).toBe('12.345,50');
    expect(amountExample('en', 3)).toBe('12,345.500');
    expect(amountExample('en', 0)).toBe('12,345');
    expect(normalizeAmountInput(amountExample('fr', 2), 'fr')).toBe('12345.50');
  });
});
