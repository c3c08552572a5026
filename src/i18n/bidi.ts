import { serverText } from './serverText';

/**
 * Bidirectional isolation of values placed inside a translated sentence ("Remove {{label}}",
 * "Deposit {{amount}}"). A Latin card label or "15.00 US$" inside an Arabic sentence, or a Hebrew
 * bank name inside an English one, would otherwise pull the sentence's punctuation and numbers
 * into its own direction (and an amount's own parts out of order: "$US 15.00"). Unicode's
 * isolates wrap such a value, as `<bdi>` does in HTML
 * (https://www.w3.org/International/articles/inline-bidi-markup/):
 * - server or player text (`{{label, isolate}}`): a first strong isolate (U+2068), so the value
 *   takes the direction of its own first letter, as `<bdi dir="auto">`, in every language and
 *   after `serverText` (./serverText.ts) took out the controls that could leave it open;
 * - amounts, currency codes and references (`{{amount, ltr}}`): a left-to-right isolate (U+2066),
 *   so the digits, separators and currency sign keep their order, as `<bdi dir="ltr">`.
 * Both end with the pop directional isolate (U+2069). Outside sentences the same two isolations
 * are the components of src/ui/Isolated.tsx.
 */

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Scripts written right to left. */
const RTL_SCRIPTS = String.raw`\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}`;
/**
 * A strong right-to-left character: a letter of a right-to-left script, or the right-to-left and
 * Arabic letter marks (U+200F, U+061C) that Intl puts in Arabic numbers.
 */
const RTL_STRONG = new RegExp(String.raw`(?=\p{L})[${RTL_SCRIPTS}]|[\u200F\u061C]`, 'u');

/**
 * What can reorder a left-to-right sentence around it: any character of the blocks where Unicode
 * puts every right-to-left (R, AL) and Arabic-number (AN) character, assigned or not (Hebrew to
 * Arabic Extended, the Hebrew and Arabic presentation forms, and the right-to-left scripts of the
 * supplementary planes: UAX #9's DerivedBidiClass defaults), or an isolate. It is the blocks' whole
 * span, not a list of scripts, so a character a list would miss (an Arabic question mark, a
 * Samaritan letter) cannot slip through: outside it, text is read left to right or is neutral, and
 * draws in the order it is written in a left-to-right sentence.
 */
const MOVES_TEXT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** The i18next format name that applies `isolate` ("{{label, isolate}}" in the locale files). */
export const ISOLATE_FORMAT = 'isolate';

/** The i18next format name that applies `isolateLtr` ("{{amount, ltr}}" in the locale files). */
export const LTR_FORMAT = 'ltr';

/**
 * Placeholders whose values come from the server or the player (labels, names, networks…): the
 * locale files must give each the `isolate` format (pinned by src/i18n/locales.test.ts).
 */
export const SERVER_TEXT_PLACEHOLDERS = [
  'account',
  'brand',
  'brands',
  'country',
  'email',
  'label',
  'labels',
  'method',
  'name',
  'network',
  'parent',
  'types',
] as const;

/**
 * Placeholders whose values are amounts (money, rates, limits, typed-amount examples) or codes
 * (currency codes): the locale files must give each the `ltr` format (pinned by
 * src/i18n/locales.test.ts). A plain count under one of these names ("{{min}}–{{count}} days",
 * "{{shown}} of {{total}}") is isolated the same way, which leaves a number as it reads.
 */
export const LTR_PLACEHOLDERS = [
  'amount',
  'currency',
  'example',
  'fee',
  'max',
  'min',
  'rate',
  'total',
  'unit',
] as const;

export type Direction = 'ltr' | 'rtl';

/**
 * Whether a value needs an isolate in a sentence of `direction`: in a right-to-left sentence every
 * value does (Latin letters, digits and signs would be reordered with the sentence); in a
 * left-to-right one only a value holding right-to-left characters, so English text stays plain.
 */
function needsIsolate(text: string, direction: Direction): boolean {
  if (text === '') return false;
  return direction === 'rtl' || RTL_STRONG.test(text);
}

/**
 * Server or player `text` for a sentence of `direction`: made safe to draw first (`serverText`,
 * ./serverText.ts: no embeddings, overrides or marks, its isolates closed, no invisible characters,
 * no pile of combining marks), then wrapped in a first-strong isolate (its own direction, from its
 * first letter) whenever anything in it could move what is around it: always in a right-to-left
 * sentence; in a left-to-right one when it holds any character of the right-to-left blocks or an isolate.
 * What is left unwrapped (letters, digits and signs that are all read left to right) draws in the
 * order it is written, so English text stays plain. Empty text stays empty.
 */
export function isolate(text: string, direction: Direction): string {
  const safe = serverText(text);
  return safe !== '' && (direction === 'rtl' || MOVES_TEXT.test(safe))
    ? `${FIRST_STRONG_ISOLATE}${safe}${POP_DIRECTIONAL_ISOLATE}`
    : safe;
}

/**
 * An amount, code or reference wrapped in a left-to-right isolate when the sentence around it
 * (`direction`) could reorder it, else as it is: "15.00 US$" stays in that order in Arabic.
 */
export function isolateLtr(text: string, direction: Direction): string {
  return needsIsolate(text, direction)
    ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
    : text;
}
