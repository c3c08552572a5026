import { ValidationErrorsIBAN, getCountrySpecifications, validateIBAN } from 'ibantools';

/** The longest IBAN any country issues (ISO 13616): 34 letters and digits. */
export const IBAN_MAX_LENGTH = 34;

/** What is wrong with an IBAN, most basic first; `null` when it is valid. */
export type IbanProblem = 'country' | 'length' | 'format' | 'checksum';

/**
 * The electronic form of an IBAN as typed or pasted: spaces and hyphens removed, upper-case
 * (`'de89 3704-0044'` → `'DE8937040044'`). Other characters are kept so validation can refuse them.
 */
export function compactIban(input: string): string {
  return input.replace(/[\s-]+/gu, '').toUpperCase();
}

/** Groups an IBAN by four for display (`'DE89370400440532013000'` → `'DE89 3704 0044 0532 0130 00'`). */
export function formatIban(input: string): string {
  return (compactIban(input).match(/.{1,4}/gu) ?? []).join(' ');
}

let specs: ReturnType<typeof getCountrySpecifications> | undefined;

/** How many characters an IBAN of `countryCode` has, or `null` when the country issues none. */
export function ibanLengthFor(countryCode: string): number | null {
  specs ??= getCountrySpecifications();
  if (!/^[A-Z]{2}$/u.test(countryCode) || !Object.hasOwn(specs, countryCode)) return null;
  return specs[countryCode]?.chars ?? null;
}

/**
 * Checks an IBAN with ibantools: a known country code, that country's length and account format,
 * and the ISO 7064 mod-97 check digits. Accepts any string (compacted first) and never throws; the
 * verdict agrees with `ibantools.isValidIBAN` on the compact form.
 */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = compactIban(input);
  if (!/^[A-Z0-9]*$/u.test(iban)) return 'format';
  if (ibanLengthFor(iban.slice(0, 2)) === null) return 'country';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'country';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'format';
  return 'checksum';
}

/** What an IBAN `<input>` should show after a change, and where its caret goes. */
export interface ReformattedIbanInput {
  /** Grouped by four, upper-case, at most {@link IBAN_MAX_LENGTH} letters and digits. */
  value: string;
  /** The caret index in `value`: after as many letters and digits as were before it in the input. */
  caret: number;
}

/**
 * Reformats an IBAN `<input>` after typing, deleting or pasting: everything but letters and digits
 * is dropped, the rest upper-cased, cut to 34 characters and grouped by four. The caret stays after
 * the same number of letters and digits, so fixing a character in the middle keeps it in place.
 */
export function reformatIbanInput(value: string, caret: number): ReformattedIbanInput {
  const keep = (text: string) => text.replace(/[^A-Za-z0-9]+/gu, '').toUpperCase();
  const kept = keep(value).slice(0, IBAN_MAX_LENGTH);
  const formatted = formatIban(kept);
  const safeCaret = Number.isFinite(caret)
    ? Math.min(Math.max(Math.trunc(caret), 0), value.length)
    : value.length;
  const before = Math.min(keep(value.slice(0, safeCaret)).length, kept.length);
  // Each full group of four before the caret adds one space; a caret right after a group's last
  // character stays before the space.
  const position = before === 0 ? 0 : before + Math.floor((before - 1) / 4);
  return { value: formatted, caret: Math.min(position, formatted.length) };
}
