/**
 * Amounts as the player types them, in their locale's own format: "1,000.50" in English,
 * "1.000,50" in German, "1 000,50" in French, Arabic-Indic digits in Arabic. Pure; the locale's
 * separators come from Intl.NumberFormat's formatToParts.
 *
 * The rules, for a locale with decimal sign D and grouping sign G:
 * - Spaces (any kind) and apostrophes group digits and are dropped.
 * - D once at most; G only in whole groups of three before it ("1,000", "12,345,678.9").
 * - The other of "." and "," (neither D nor G, e.g. "." in French) is a decimal point when it
 *   stands once and is not followed by exactly three digits ("10.50" in French).
 * - Anything else made of digits and separators could mean two amounts ("1,5" in English: one and
 *   a half, or a slip for 1,500? "1.000" in French: one, or a thousand?) and is refused as
 *   `ambiguous`: the message shows an amount written the player's way (`amountExample`).
 * - Locales whose signs are not "." and "," (Arabic's "٫" and "٬") also read "." as the decimal
 *   point and "," as the grouping sign, as an English keyboard writes them.
 */
import { numberFormat } from '@/lib/intl';

export type AmountReading =
  { kind: 'amount'; amount: string } | { kind: 'ambiguous' } | { kind: 'invalid' };

interface Separators {
  decimal: string;
  group: string;
}

const FALLBACK: Separators = { decimal: '.', group: ',' };

/** The decimal and grouping signs of `locale` ("," and "." in German). */
export function amountSeparators(locale: string): Separators {
  try {
    const parts = numberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    return {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
  } catch {
    return FALLBACK;
  }
}

/** Spaces and apostrophes that group digits, and the invisible marks of bidirectional text. */
const GROUPING_SPACE = /[\s\u00a0\u202f\u2009'\u2019\u061c\u200e\u200f]/g;
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (U+06F0…) digits as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/** `text` with D for the decimal sign, G for a grouping sign, F for the other of "." and ",". */
function marked(text: string, { decimal, group }: Separators): string {
  const latin = (decimal === '.' || decimal === ',') && (group === '.' || group === ',');
  const decimalSign = decimal === ',' ? ',' : '.';
  let out = '';
  for (const char of text) {
    if (char === ARABIC_DECIMAL || char === decimal || (!latin && char === decimalSign)) out += 'D';
    else if (char === ARABIC_GROUP || char === group || (!latin && char === ',')) out += 'G';
    else if (char === '.' || char === ',') out += 'F';
    else out += char;
  }
  return out;
}

const WHOLE = /^\d{1,15}$/;
const GROUPED = /^\d{1,3}(?:G\d{3})+$/;

/** What `input`, typed by a player of `locale`, says: an amount ("1000.50"), or why not. */
export function readAmountInput(input: string, locale: string): AmountReading {
  const separators = amountSeparators(locale);
  const text = marked(asciiDigits(input.trim()).replace(GROUPING_SPACE, ''), separators);
  if (!/^[\dDGF]+$/.test(text) || !/\d/.test(text)) return { kind: 'invalid' };
  let whole: string;
  let fraction: string;
  if (text.includes('F')) {
    const [before = '', after = '', ...rest] = text.split('F');
    const plain = /^\d*$/;
    if (rest.length > 0 || !plain.test(before) || !plain.test(after) || after.length === 3) {
      return { kind: 'ambiguous' };
    }
    [whole, fraction] = [before, after];
  } else {
    const [before = '', after = '', ...rest] = text.split('D');
    if (rest.length > 0 || !/^\d*$/.test(after)) return { kind: 'ambiguous' };
    if (before.includes('G') && !GROUPED.test(before)) return { kind: 'ambiguous' };
    [whole, fraction] = [before.replaceAll('G', ''), after];
  }
  if (!WHOLE.test(whole)) return { kind: 'invalid' };
  return { kind: 'amount', amount: fraction === '' ? whole : `${whole}.${fraction}` };
}

/** `input` as a plain decimal string ("1000.50"), or null when it is not one in `locale`. */
export function normalizeAmountInput(input: string, locale: string): string | null {
  const reading = readAmountInput(input, locale);
  return reading.kind === 'amount' ? reading.amount : null;
}

/** A decimal string as the player of `locale` would type it, digit for digit ("0,00025" in German). */
export function amountInputText(amount: string, locale: string): string {
  const { decimal } = amountSeparators(locale);
  return amount.replace('.', decimal);
}

/** An amount written the way of `locale` at `decimals` ("12,345.50" in English, "12.345,50" in German). */
export function amountExample(locale: string, decimals: number): string {
  const fraction = '5'.padEnd(decimals, '0').slice(0, decimals);
  const example = (decimals > 0 ? `12345.${fraction}` : '12345') as Intl.StringNumericLiteral;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return numberFormat(locale, { useGrouping: true, ...digits }).format(example);
  } catch {
    return numberFormat('en', { useGrouping: true, ...digits }).format(example);
  }
}
