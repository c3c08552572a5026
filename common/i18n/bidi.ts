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
 * are the components of common/ui/Isolated.tsx.
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

/** The i18next format name that applies `isolate` ("{{label, isolate}}" in the locale files). */
export const ISOLATE_FORMAT = 'isolate';

/** The i18next format name that applies `isolateLtr` ("{{amount, ltr}}" in the locale files). */
export const LTR_FORMAT = 'ltr';

/**
 * Placeholders whose values come from the server or the player (labels, names, networks…): the
 * locale files must give each the `isolate` format (pinned by common/i18n/locales.test.ts).
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
 * common/i18n/locales.test.ts). A plain count under one of these names ("{{min}}–{{count}} days",
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
 * Whether an amount or code needs an isolate in a sentence of `direction`: in a right-to-left
 * sentence every one does (Latin letters, digits and signs would be reordered with the sentence);
 * in a left-to-right one only one holding right-to-left characters (the marks of an Arabic number).
 */
function needsIsolate(text: string, direction: Direction): boolean {
  if (text === '') return false;
  return direction === 'rtl' || RTL_STRONG.test(text);
}

/**
 * Server or player `text` for a sentence: made safe to draw first (`serverText`, ./serverText.ts:
 * no embeddings, overrides or marks, its isolates closed, no invisible characters, no pile of
 * combining marks), then always wrapped in a first-strong isolate, in every language, so that it
 * takes its direction from its own first letter and nothing in it can move what is around it, as
 * Fluent's isolating does (https://projectfluent.org/fluent/guide/special.html). The sentence is
 * drawn with each isolate as a `<bdi>` (`<Sentence>`, common/ui/Sentence.tsx), so the characters never
 * reach an accessible name; in an attribute (`plainSentence`) they are dropped. Empty text stays
 * empty.
 */
export function isolate(text: string): string {
  const safe = serverText(text);
  return safe === '' ? '' : `${FIRST_STRONG_ISOLATE}${safe}${POP_DIRECTIONAL_ISOLATE}`;
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

/** One piece of a sentence: plain text, or an isolated run with its direction and its own pieces. */
export type SentencePiece =
  string | { readonly dir: 'ltr' | 'rtl' | 'auto'; readonly pieces: readonly SentencePiece[] };

const ISOLATE_DIRECTION: Readonly<Record<string, 'ltr' | 'rtl' | 'auto'>> = {
  [LEFT_TO_RIGHT_ISOLATE]: 'ltr',
  '\u2067': 'rtl',
  [FIRST_STRONG_ISOLATE]: 'auto',
};

/**
 * A translated sentence read into its isolates (LRI, RLI, FSI … PDI, nested as they open and close),
 * so it can be drawn with elements (`<bdi dir>`) instead of invisible characters. A pop without an
 * open isolate is dropped, and an isolate left open is closed at the end, as the Unicode
 * Bidirectional Algorithm does at the end of a paragraph.
 */
export function sentencePieces(text: string): SentencePiece[] {
  const root: SentencePiece[] = [];
  const open: { dir: 'ltr' | 'rtl' | 'auto'; pieces: SentencePiece[] }[] = [];
  let run = '';
  const into = () => open.at(-1)?.pieces ?? root;
  const flush = () => {
    if (run !== '') into().push(run);
    run = '';
  };
  const close = () => {
    flush();
    const done = open.pop();
    if (done) into().push(done);
  };
  for (const char of text) {
    const dir = ISOLATE_DIRECTION[char];
    if (dir !== undefined) {
      flush();
      open.push({ dir, pieces: [] });
    } else if (char === POP_DIRECTIONAL_ISOLATE) {
      if (open.length > 0) close();
    } else run += char;
  }
  while (open.length > 0) close();
  flush();
  return root;
}

/**
 * A translated sentence for an attribute (`aria-label`, `title`): its isolate characters dropped,
 * since an attribute is read, not laid out, and a screen reader or a test should hear the words.
 * The values in it were made safe by `isolate` and `serverText` already.
 */
export function plainSentence(text: string): string {
  return text.replace(/[\u2066-\u2069]/gu, '');
}
