import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAmountInput } from './amountInput';
import { fromMinorUnits, percentOf, toMinorUnits } from './money';

const DECIMAL = /^\d{1,15}(\.\d+)?$/;
const LOCALES = ['en', 'ar', 'de', 'es', 'fi', 'fr', 'pt-BR', 'tr'] as const;

/** What a player could type into an amount field, and anything else. */
const amountText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.stringMatching(/^[\d .,'\u00a0\u202f-]{0,25}$/),
);

/** A decimal string with at most `decimals` decimals, and its exact minor units. */
const decimalWithMinor = fc.integer({ min: 0, max: 18 }).chain((decimals) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
      fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
    )
    .map(([whole, fraction]) => {
      const fractionText =
        decimals === 0
          ? ''
          : (fraction % 10n ** BigInt(decimals)).toString().padStart(decimals, '0');
      const text = decimals === 0 ? whole.toString() : `${whole.toString()}.${fractionText}`;
      return { text, decimals, minor: BigInt(whole.toString() + fractionText) };
    }),
);

describe('amount helpers on arbitrary input (fast-check)', () => {
  it('normalise any text to a plain decimal or null, never throwing', () => {
    fc.assert(
      fc.property(amountText, fc.constantFrom(...LOCALES), (text, locale) => {
        const amount = normalizeAmountInput(text, locale);
        if (amount !== null) expect(amount).toMatch(DECIMAL);
      }),
      { numRuns: 2000 },
    );
  });

  it("keep the digits a player typed, grouped and pointed their language's way", () => {
    const signs = {
      en: { groups: [',', ''], points: ['.'] },
      de: { groups: ['.', ''], points: [','] },
      fr: { groups: [' ', '\u00a0', '\u202f', ''], points: [','] },
      fi: { groups: [' ', '\u00a0', ''], points: [','] },
      ar: { groups: [',', '\u066c', ''], points: ['.', '\u066b'] },
    };
    fc.assert(
      fc.property(
        decimalWithMinor,
        fc.constantFrom(...(Object.keys(signs) as (keyof typeof signs)[])),
        fc.nat(),
        ({ text }, locale, pick) => {
          const { groups, points } = signs[locale];
          const group = groups[pick % groups.length] ?? '';
          const point = points[pick % points.length] ?? '.';
          const [whole = '', fraction] = text.split('.');
          const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
          const typed = fraction === undefined ? grouped : `${grouped}${point}${fraction}`;
          expect(normalizeAmountInput(typed, locale)).toBe(text);
        },
      ),
    );
  });

  it('never drop a grouping sign the language does not use ("10 50" is not 1050 in English)', () => {
    fc.assert(
      fc.property(
        decimalWithMinor,
        fc.constantFrom(' ', '\u00a0', "'", '\u2019'),
        ({ text }, group) => {
          const [whole = ''] = text.split('.');
          fc.pre(whole.length > 3);
          const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
          expect(normalizeAmountInput(grouped, 'en')).toBeNull();
        },
      ),
    );
  });

  it('convert to and from minor units exactly (no floating point)', () => {
    fc.assert(
      fc.property(decimalWithMinor, ({ text, decimals, minor }) => {
        expect(toMinorUnits(text, decimals)).toBe(minor);
        const back = fromMinorUnits(minor, decimals);
        expect(toMinorUnits(back, decimals)).toBe(minor);
        expect(back.replace(/^0+(?=\d)/, '')).toBe(text.replace(/^0+(?=\d)/, ''));
      }),
    );
  });

  it('return null for text that is not a decimal, or has too many decimals', () => {
    fc.assert(
      fc.property(amountText, fc.integer({ min: 0, max: 8 }), (text, decimals) => {
        const minor = toMinorUnits(text, decimals);
        if (minor === null) return;
        expect(text).toMatch(DECIMAL);
        expect((text.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals);
      }),
      { numRuns: 2000 },
    );
  });

  it('take a percentage rounded half up, exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.stringMatching(/^\d{1,3}(\.\d{1,4})?$/),
        (minor, percent) => {
          const result = percentOf(minor, percent);
          expect(result).not.toBeNull();
          const [whole = '0', fraction = ''] = percent.split('.');
          const exact = minor * BigInt(whole + fraction); // × 100 × 10^fraction digits
          const divisor = 100n * 10n ** BigInt(fraction.length);
          // result = round-half-up(exact / divisor)
          expect(2n * exact).toBeGreaterThanOrEqual((2n * result! - 1n) * divisor);
          expect(2n * exact).toBeLessThan((2n * result! + 1n) * divisor);
        },
      ),
    );
  });

  it('refuse a percentage that is not a decimal', () => {
    fc.assert(
      fc.property(fc.string(), (percent) => {
        if (!DECIMAL.test(percent)) expect(percentOf(100n, percent)).toBeNull();
      }),
    );
  });
});
