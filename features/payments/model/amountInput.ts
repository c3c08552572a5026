/**
 * Amounts as the player types them, in their language's own format: "1,000.50" in English,
 * "1.000,50" in German, "1 000,50" in French; digits of any script ("١٠٠٠", "１０００"). Pure; the
 * language's signs come from Intl.NumberFormat's formatToParts (common/lib/intl.ts, which fixes the
 * numbering system per language, so the signs are the same in every engine).
 *
 * The rules, for a language whose decimal sign is D and grouping sign G:
 * - Digits of any script are digits, full-width signs the ASCII ones; marks of bidirectional text
 *   (copied from a page) are dropped.
 * - D once at most; G only in whole groups of three before it ("1,000", "12,345,678.9"). A language
 *   that groups with a space takes any kind of space; Arabic also takes its own "٫" and "٬".
 * - A separator the language does not write amounts with ("10 50" or "10'50" in English, "10.50" in
 *   French) is refused as `foreignSeparator`, never dropped or read the way another language would.
 * - The language's own signs placed so that the text could mean two amounts ("1,5" in English: one
 *   and a half, or a slip for 1,500?) are refused as `ambiguous`.
 * Either message shows an amount written the player's way (`amountExample`).
 */
import { latinDigits } from '@common/lib/digits';
import { numberFormat } from '@common/lib/intl';

export type AmountReading =
  | { kind: 'amount'; amount: string }
  | { kind: 'empty' }
  | { kind: 'ambiguous' }
  | { kind: 'foreignSeparator' }
  | { kind: 'invalid' };

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

/** Full-width signs (a Chinese or Japanese keyboard) as the ASCII ones they stand for. */
const FULL_WIDTH_SIGNS: Readonly<Record<string, string>> = {
  '\uff0c': ',',
  '\uff0e': '.',
  '\uff07': "'",
};

/** Invisible marks of bidirectional text (LRM, RLM, ALM, embeddings, isolates). */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Every kind of space a player or a copied amount may group digits with. */
const SPACES = /^[\s\u00a0\u2007\u2009\u202f]$/;
/** Signs some language writes between the digits of an amount: none of them is ever dropped. */
const SEPARATOR_SIGNS = /^[.,'\u2019\u2018\u02bc\u2032\u00b7\u066b\u066c_]$/;
/** A language's own signs beside its Intl ones: those of its script's keyboard. */
const SCRIPT_SIGNS: Readonly<Record<string, Separators>> = {
  ar: { decimal: '\u066b', group: '\u066c' },
};

/** `text` with D for a decimal sign, G for a grouping sign, X for another separator; null: other. */
function marked(text: string, locale: string): string | null {
  const { decimal, group } = amountSeparators(locale);
  const script = SCRIPT_SIGNS[locale.split(/[-_]/)[0]?.toLowerCase() ?? ''];
  const spaceGroups = SPACES.test(group);
  let out = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === decimal || char === script?.decimal) out += 'D';
    else if (char === group || char === script?.group || (spaceGroups && SPACES.test(char)))
      out += 'G';
    else if (SPACES.test(char) || SEPARATOR_SIGNS.test(char)) out += 'X';
    else return null;
  }
  return out;
}

const WHOLE = /^\d{1,15}$/;
const GROUPED = /^\d{1,3}(?:G\d{3})+$/;

/** What `input`, typed by a player of `locale`, says: an amount ("1000.50"), or why not. */
export function readAmountInput(input: string, locale: string): AmountReading {
  const plain = latinDigits(input)
    .replace(/[\uff0c\uff0e\uff07]/g, (sign) => FULL_WIDTH_SIGNS[sign] ?? sign)
    .replace(BIDI_MARKS, '')
    .trim();
  if (plain === '') return { kind: 'empty' };
  const text = marked(plain, locale);
  if (text === null || !/\d/.test(text)) return { kind: 'invalid' };
  if (text.includes('X')) return { kind: 'foreignSeparator' };
  const [before = '', after = '', ...rest] = text.split('D');
  if (rest.length > 0 || !/^\d*$/.test(after)) return { kind: 'ambiguous' };
  if (before.includes('G') && !GROUPED.test(before)) return { kind: 'ambiguous' };
  const whole = before.replaceAll('G', '');
  if (!WHOLE.test(whole)) return { kind: 'invalid' };
  return { kind: 'amount', amount: after === '' ? whole : `${whole}.${after}` };
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
