import fc from 'fast-check';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  IBAN_MAX_LENGTH,
  compactIban,
  formatIban,
  ibanLengthFor,
  ibanProblem,
  reformatIbanInput,
} from './iban';

const VALID = [
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'NL91ABNA0417164300',
  'NO9386011117947',
];

describe('compactIban and formatIban', () => {
  it('compacts spaces and hyphens and upper-cases', () => {
    expect(compactIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('groups by four like ibantools', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    for (const iban of VALID) expect(formatIban(iban)).toBe(friendlyFormatIBAN(iban));
    expect(formatIban('')).toBe('');
  });
});

describe('ibanLengthFor', () => {
  it('knows each country’s length and nothing else', () => {
    expect(ibanLengthFor('DE')).toBe(22);
    expect(ibanLengthFor('GB')).toBe(22);
    expect(ibanLengthFor('NO')).toBe(15);
    expect(ibanLengthFor('ZZ')).toBeNull();
    expect(ibanLengthFor('de')).toBeNull();
    expect(ibanLengthFor('__')).toBeNull();
  });
});

describe('ibanProblem', () => {
  it.each(VALID)('accepts %s, grouped or not', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(ibanProblem(formatIban(iban).toLowerCase())).toBeNull();
  });

  it.each([
    ['DE89370400440532013001', 'checksum'],
    ['GB83WEST12345698765432', 'checksum'],
    ['DE8937040044053201300', 'length'],
    ['DE893704004405320130000', 'length'],
    ['ZZ89370400440532013000', 'country'],
    ['1234', 'country'],
    ['GB82WEST1234569876543A', 'format'],
    ['DE89.3704.0044.0532.0130.00', 'format'],
  ] as const)('reports %s as %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });
});

describe('reformatIbanInput', () => {
  it('groups, upper-cases and drops other characters', () => {
    expect(reformatIbanInput('de89/3704 0044', 14)).toEqual({ value: 'DE89 3704 0044', caret: 14 });
  });

  it('keeps the caret after the same character when editing the middle', () => {
    // "DE89 37|04" → the player types "X" after "37".
    expect(reformatIbanInput('DE89 37X04', 8)).toEqual({ value: 'DE89 37X0 4', caret: 8 });
    // A caret right after a full group stays before the space.
    expect(reformatIbanInput('DE893', 4)).toEqual({ value: 'DE89 3', caret: 4 });
  });

  it('cuts at 34 characters', () => {
    const long = 'A'.repeat(50);
    expect(compactIban(reformatIbanInput(long, 50).value)).toHaveLength(IBAN_MAX_LENGTH);
  });
});

/** Strings close to IBANs: a valid one with one character changed, dropped or added. */
const nearIban = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.nat(40),
    fc.constantFrom('', '0', '9', 'A', 'Z', ' ', '-'),
    fc.boolean(),
  )
  .map(([iban, at, char, replace]) => {
    const index = at % (iban.length + 1);
    return iban.slice(0, index) + char + iban.slice(replace ? index + 1 : index);
  });

describe('IBAN helpers on arbitrary input (fast-check)', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), nearIban);

  it('never throw, and agree with ibantools.isValidIBAN', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const compact = compactIban(text);
        expect(ibanProblem(text) === null).toBe(isValidIBAN(compact));
      }),
      { numRuns: 2000 },
    );
  });

  it('format to groups of four that compact back to the same IBAN', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const compact = compactIban(text);
        const formatted = formatIban(text);
        expect(compactIban(formatted)).toBe(compact);
        expect(formatted.split(' ').every((group) => Array.from(group).length <= 4)).toBe(true);
        if (/^[A-Z0-9]*$/u.test(compact)) expect(compact).toBe(electronicFormatIBAN(text) ?? '');
      }),
    );
  });

  it('reformat input into a well-formed value with the caret inside it', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: -5, max: 100 }), (text, caret) => {
        const next = reformatIbanInput(text, caret);
        expect(next.value).toMatch(
          /^([A-Z0-9]{4}( [A-Z0-9]{4})*( [A-Z0-9]{1,3})?|[A-Z0-9]{1,3})?$/u,
        );
        expect(compactIban(next.value).length).toBeLessThanOrEqual(IBAN_MAX_LENGTH);
        expect(next.caret).toBeGreaterThanOrEqual(0);
        expect(next.caret).toBeLessThanOrEqual(next.value.length);
      }),
    );
  });
});
