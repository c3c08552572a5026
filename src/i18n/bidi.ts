/**
 * Bidirectional isolation of server text placed inside a translated sentence ("Remove {{label}}").
 * A Latin card label inside an Arabic sentence, or a Hebrew bank name inside an English one, would
 * otherwise pull the sentence's punctuation and numbers into its own direction. Unicode's first
 * strong isolate (U+2068) and pop directional isolate (U+2069) wrap such a value, as `<bdi>` does
 * in HTML: https://www.w3.org/International/articles/inline-bidi-markup/
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Scripts written right to left. */
const RTL_SCRIPTS = String.raw`\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}`;
/** A strong right-to-left character: a letter of a right-to-left script. */
const RTL_STRONG = new RegExp(String.raw`(?=\p{L})[${RTL_SCRIPTS}]`, 'u');
/** A strong left-to-right character: any other letter. */
const LTR_STRONG = new RegExp(String.raw`(?![${RTL_SCRIPTS}])\p{L}`, 'u');

/** The i18next format name that applies `isolate` ("{{label, isolate}}" in the locale files). */
export const ISOLATE_FORMAT = 'isolate';

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
 * `text` wrapped in an isolate when it holds a strong character of the other direction than the
 * sentence around it (`direction`), else as it is: text of the sentence's own direction needs none.
 */
export function isolate(text: string, direction: 'ltr' | 'rtl'): string {
  const other = direction === 'ltr' ? RTL_STRONG : LTR_STRONG;
  return other.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}
