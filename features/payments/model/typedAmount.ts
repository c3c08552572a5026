/**
 * What an amount field holds, so that an amount is read once, in the language it was typed in, and
 * never reread in another: a later change of language shows the same decimal written that
 * language's way ("0,001" typed in German shows "0.001" in English, not "1.00000000" reread).
 *
 * The value in react-hook-form is one of two things:
 * - a `TypedAmount`: the player's text, the language they typed it in and its reading there, made
 *   once per keystroke (`typedAmount`). Every reader (the amount check, the submit button, the
 *   submission) takes the kept reading; none looks at the text or the current language again.
 * - a plain decimal string ("50.00", "" for none): an amount the cashier wrote (the server's
 *   default, a preset, a reset form), shown in each language its own way.
 * The input shows the text as typed while the language is the one it was typed in, and otherwise
 * the kept decimal written the current language's way (`amountValueText`); a text that was no
 * amount stays as typed, and stays refused, until the player changes it.
 */
import type { AmountReading } from './amountInput';
import { amountInputText, readAmountInput } from './amountInput';

export interface TypedAmount {
  /** What the player typed ("1.000,50"). */
  readonly text: string;
  /** The language it was typed in ("de"). */
  readonly locale: string;
  /** What it says in that language, read when it was typed. */
  readonly reading: AmountReading;
}

/** The value of an amount field: what the player typed, or a decimal the cashier wrote. */
export type AmountValue = TypedAmount | string;

const DECIMAL = /^\d{1,15}(?:\.\d+)?$/;

/** The text the player typed in `locale`, read there once. */
export function typedAmount(text: string, locale: string): TypedAmount {
  return { text, locale, reading: readAmountInput(text, locale) };
}

function isTypedAmount(value: unknown): value is TypedAmount {
  return typeof value === 'object' && value !== null && 'reading' in value && 'text' in value;
}

/** What an amount field's value says: the kept reading, or the cashier's decimal. */
export function amountValueReading(value: unknown): AmountReading {
  if (isTypedAmount(value)) return value.reading;
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'empty' };
  return DECIMAL.test(value.trim())
    ? { kind: 'amount', amount: value.trim() }
    : { kind: 'invalid' };
}

/** The decimal an amount field's value holds ("1000.50"), or null when it holds none. */
export function amountValueDecimal(value: unknown): string | null {
  const reading = amountValueReading(value);
  return reading.kind === 'amount' ? reading.amount : null;
}

/** What the amount input shows in `locale` (see the module's comment). */
export function amountValueText(value: unknown, locale: string): string {
  if (isTypedAmount(value) && value.locale === locale) return value.text;
  const reading = amountValueReading(value);
  if (reading.kind === 'amount') return amountInputText(reading.amount, locale);
  if (isTypedAmount(value)) return value.text;
  return typeof value === 'string' ? value : '';
}
