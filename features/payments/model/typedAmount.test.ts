import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@common/i18n/languages';
import { numberFormat } from '@common/lib/intl';
import { readAmountInput } from './amountInput';
import { amountValueDecimal, amountValueText, typedAmount } from './typedAmount';

/** A decimal string of up to 12 whole digits and `decimals` decimals ("1234.50"). */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }), fc.integer({ min: 0, max: 8 }))
  .map(([minor, decimals]) => {
    const digits = minor.toString().padStart(decimals + 1, '0');
    return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  });

const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** `amount` as a player of `locale` types it: grouped or not, Arabic-Indic digits in Arabic or not. */
function typedIn(amount: string, locale: string, grouped: boolean, nativeDigits: boolean): string {
  const digits = fractionDigits(amount);
  const options = {
    useGrouping: grouped,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(nativeDigits && locale === 'ar' ? { numberingSystem: 'arab' } : {}),
  };
  return new Intl.NumberFormat(locale, options).format(amount as Intl.StringNumericLiteral);
}

describe('an amount read once, in the language it was typed in', () => {
  it('keeps what was typed and shows it in another language written that way, never reread', () => {
    // "0,001" typed in German is a thousandth of a coin in English too, not 1.
    const german = typedAmount('0,001', 'de');
    expect(amountValueText(german, 'en')).toBe('0.001');
    expect(amountValueDecimal(german)).toBe('0.001');
    // "1,000" typed in English is a thousand in German too, not 1.
    const english = typedAmount('1,000', 'en');
    expect(amountValueText(english, 'de')).toBe('1000');
    expect(amountValueDecimal(english)).toBe('1000');
    // Back in the language it was typed in, the text shows as the player typed it.
    expect(amountValueText(english, 'en')).toBe('1,000');
  });

  it('leaves a text that is no amount as typed, and still no amount, in every language', () => {
    const ambiguous = typedAmount('1,5', 'en');
    for (const language of LANGUAGE_CODES) {
      expect(amountValueText(ambiguous, language)).toBe('1,5');
    }
    expect(amountValueDecimal(ambiguous)).toBeNull();
    expect(amountValueDecimal(typedAmount('10 50', 'en'))).toBeNull();
  });

  it('is typed in one language and shown in another as the same decimal (fast-check)', () => {
    fc.assert(
      fc.property(
        decimal,
        fc.constantFrom(...LANGUAGE_CODES),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.boolean(),
        fc.boolean(),
        (amount, typedLanguage, shownLanguage, grouped, nativeDigits) => {
          const text = typedIn(amount, typedLanguage, grouped, nativeDigits);
          const value = typedAmount(text, typedLanguage);
          expect(amountValueDecimal(value)).toBe(amount);
          const shown = amountValueText(value, shownLanguage);
          if (shownLanguage === typedLanguage) expect(shown).toBe(text);
          // What the other language shows reads there as the same amount: a player who edits it
          // starts from the amount they typed.
          expect(readAmountInput(shown, shownLanguage)).toEqual({ kind: 'amount', amount });
          expect(amountValueDecimal(typedAmount(shown, shownLanguage))).toBe(amount);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('fills a preset in exactly the form the player would type, which reads back the same (fast-check)', () => {
    expect(amountValueText('50.00', 'ar')).toBe('50.00');
    expect(amountValueText('50.00', 'de')).toBe('50,00');
    fc.assert(
      fc.property(decimal, fc.constantFrom(...LANGUAGE_CODES), (amount, language) => {
        const text = amountValueText(amount, language);
        const digits = fractionDigits(amount);
        // The language's own writing of the number, without grouping: its digits, its sign.
        const written = numberFormat(language, {
          useGrouping: false,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount as Intl.StringNumericLiteral);
        expect(text).toBe(written);
        expect(text).toMatch(/^[0-9]+(?:[.,][0-9]+)?$/);
        expect(readAmountInput(text, language)).toEqual({ kind: 'amount', amount });
      }),
      { numRuns: 1000 },
    );
  });
});
