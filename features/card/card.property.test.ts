import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  detectCardBrand,
  digitsOnly,
  formatCardNumber,
  hasTooManyCardDigits,
  maskCardNumber,
  maxCardDigits,
  reformatCardInput,
  reformatExpiryInput,
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
} from './index';

/** Card-ish text: digits with separators, emoji, other scripts' digits, anything at all. */
const cardText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[\d -]{0,30}$/),
  fc
    .array(fc.constantFrom('4', '5', '3', '6', '2', ' ', '-', '٤', '💳', '/'), { maxLength: 30 })
    .map((chars) => chars.join('')),
);

/** The Luhn check digit that completes `body`. */
function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Valid 16-digit numbers of Visa (4…) and Mastercard (51–55…). */
const validCard = fc
  .tuple(fc.constantFrom('4', '51', '52', '53', '54', '55'), fc.stringMatching(/^\d{14}$/))
  .map(([prefix, rest]) => {
    const body = (prefix + rest).slice(0, 15);
    return body + luhnCheckDigit(body);
  });

describe('card helpers on arbitrary strings (fast-check)', () => {
  it('detect the brand credit-card-type finds, when it is the only match', () => {
    fc.assert(
      fc.property(cardText, (text) => {
        const matches = creditCardType(digitsOnly(text));
        expect(detectCardBrand(text)?.type ?? null).toBe(
          matches.length === 1 ? matches[0]!.type : null,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('validate card numbers exactly as card-validator does', () => {
    fc.assert(
      fc.property(fc.oneof(cardText, validCard), (text) => {
        const ours = validateCardNumber(text);
        const library = cardValidator.number(text);
        expect(ours.isValid).toBe(library.isValid);
        expect(ours.isPotentiallyValid).toBe(library.isPotentiallyValid);
        expect(ours.brand?.type ?? null).toBe(library.card?.type ?? null);
      }),
      { numRuns: 1000 },
    );
  });

  it('accept every Luhn-valid Visa and Mastercard number, in any grouping', () => {
    fc.assert(
      fc.property(validCard, fc.constantFrom('', ' ', '-'), (number, separator) => {
        const grouped = number.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
        expect(validateCardNumber(grouped).isValid).toBe(true);
        expect(formatCardNumber(grouped, detectCardBrand(grouped))).toBe(
          number.replace(/(\d{4})(?=\d)/g, '$1 '),
        );
      }),
    );
  });

  it('format every digit, in order, and nothing else', () => {
    fc.assert(
      fc.property(cardText, (text) => {
        const brand = detectCardBrand(text);
        const formatted = formatCardNumber(text, brand);
        expect(formatted).toMatch(/^(\d+( \d+)*)?$/);
        expect(digitsOnly(formatted)).toBe(digitsOnly(text));
        expect(hasTooManyCardDigits(text, brand)).toBe(
          digitsOnly(text).length > maxCardDigits(brand),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('reformat input with the caret inside the value and the digits kept', () => {
    fc.assert(
      fc.property(cardText, fc.integer({ min: -3, max: 60 }), (text, caret) => {
        const next = reformatCardInput(text, caret);
        expect(next.caret).toBeGreaterThanOrEqual(0);
        expect(next.caret).toBeLessThanOrEqual(next.value.length);
        expect(digitsOnly(text).startsWith(digitsOnly(next.value))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('mask a number to at most its last four digits', () => {
    fc.assert(
      fc.property(fc.oneof(cardText, validCard), (text) => {
        const masked = maskCardNumber(text);
        expect(digitsOnly(masked).length).toBeLessThanOrEqual(4);
        if (digitsOnly(text).length > 4)
          expect(masked.endsWith(digitsOnly(text).slice(-4))).toBe(true);
      }),
    );
  });

  it('validate security codes exactly as card-validator does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^\d{0,5}$/)),
        fc.constantFrom(3, 4),
        (code, size) => {
          const ours = validateSecurityCode(code, size);
          const library = cardValidator.cvv(code, size);
          expect(ours).toEqual({
            isValid: library.isValid,
            isPotentiallyValid: library.isPotentiallyValid,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accept an expiry date card-validator accepts in some time zone, and never throw on any text', () => {
    /** card-validator's answer at `at` on a device in `zone` (it reads the local calendar). */
    const libraryIn = (zone: string, text: string, at: number) => {
      vi.stubEnv('TZ', zone);
      vi.setSystemTime(at);
      return cardValidator.expirationDate(text.trim()).isValid;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{2}\/\d{2}$/)),
          fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2079-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          (text, date) => {
            // card-validator takes a year "20" for the first digits of 20xx, never as 2020.
            fc.pre(!text.trim().endsWith('/20'));
            const at = date.getTime();
            const ours = validateExpiry(text, at);
            // UTC−12 and UTC+14: the zones where a month ends last and a year starts first.
            const somewhere =
              libraryIn('Etc/GMT+12', text, at) || libraryIn('Etc/GMT-14', text, at);
            if (ours.isValid) expect(somewhere).toBe(true);
            if (/^\d{2}\/\d{2}$/.test(text)) expect(ours.isValid).toBe(somewhere);
            expect(reformatExpiryInput(text)).toMatch(/^(\d{0,2}|\d{1,2}\/\d{0,2})$/);
          },
        ),
        { numRuns: 1000 },
      );
      // Around the ends of months, where the zones disagree: the card of the month ending, or the
      // month before or after it, within 30 hours of the month's end in UTC.
      fc.assert(
        fc.property(
          fc.integer({ min: 2001, max: 2079 }),
          fc.integer({ min: 0, max: 11 }),
          fc.integer({ min: -1, max: 1 }),
          fc.integer({ min: -30 * 3_600_000, max: 30 * 3_600_000 }),
          (year, month, delta, fromEnd) => {
            const at = Date.UTC(year, month + 1, 1) + fromEnd;
            const card = new Date(Date.UTC(year, month + delta, 1));
            const text = `${String(card.getUTCMonth() + 1).padStart(2, '0')}/${String(card.getUTCFullYear() % 100).padStart(2, '0')}`;
            fc.pre(!text.endsWith('/20'));
            const somewhere =
              libraryIn('Etc/GMT+12', text, at) || libraryIn('Etc/GMT-14', text, at);
            expect(validateExpiry(text, at).isValid).toBe(somewhere);
          },
        ),
        { numRuns: 1000 },
      );
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });
});
