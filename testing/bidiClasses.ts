/**
 * The bidirectional classes of UAX #9 for testing/unicodeBidi.ts: from Unicode properties
 * JavaScript's regular expressions know (scripts, general categories, Bidi_Control, Bidi_Mirrored)
 * and the code points of the classes they do not tell apart: exact for the scripts and signs the
 * cashier draws (Latin, Arabic, Hebrew, digits, currency signs, punctuation, combining marks, the
 * directional controls). Also the paired brackets and mirrored glyphs, and the algorithm's limits.
 */

export type BidiClass =
  | 'L'
  | 'R'
  | 'AL'
  | 'EN'
  | 'ES'
  | 'ET'
  | 'AN'
  | 'CS'
  | 'NSM'
  | 'BN'
  | 'B'
  | 'S'
  | 'WS'
  | 'ON'
  | 'LRE'
  | 'LRO'
  | 'RLE'
  | 'RLO'
  | 'PDF'
  | 'LRI'
  | 'RLI'
  | 'FSI'
  | 'PDI';

const EXPLICIT: Readonly<Record<string, BidiClass>> = {
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
  '\u200E': 'L',
  '\u200F': 'R',
  '\u061C': 'AL',
};

/* eslint-disable no-control-regex -- control characters have classes of their own */
const CLASS_PATTERNS: readonly (readonly [RegExp, BidiClass])[] = [
  [/[\n\r\u001C-\u001E\u0085\u2029]/u, 'B'],
  [/[\t\u000B\u001F]/u, 'S'],
  [/[\f \u1680\u2000-\u200A\u2028\u205F\u3000]/u, 'WS'],
  [/[0-9\u00B2\u00B3\u00B9\u06F0-\u06F9\u2070\u2074-\u2079\u2080-\u2089\uFF10-\uFF19]/u, 'EN'],
  [/[\u0600-\u0605\u0660-\u0669\u066B\u066C\u06DD\u08E2]/u, 'AN'],
  [/[+\-\u207A\u207B\u208A\u208B\u2212\uFB29\uFE62\uFE63\uFF0B\uFF0D]/u, 'ES'],
  [
    /[#$%\u00B0\u00B1\u0609\u060A\u066A\u2030-\u2034\u212E\u2213\uFE5F\uFE69\uFE6A\uFF03-\uFF05\p{Sc}]/u,
    'ET',
  ],
  [/[,./:\u00A0\u060C\u202F\u2044\uFE50\uFE52\uFE55\uFF0C\uFF0E\uFF0F\uFF1A]/u, 'CS'],
  [/[\p{Mn}\p{Me}]/u, 'NSM'],
  [/[\u00AD\u180E\u200B-\u200D\u2060-\u2064\u206A-\u206F\uFEFF\p{Cc}]/u, 'BN'],
  [/[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u, 'AL'],
  [/[\p{Script=Hebrew}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}]/u, 'R'],
  [/[\p{L}\p{Mc}\p{Nd}\p{Nl}]/u, 'L'],
];
/* eslint-enable no-control-regex */

/** The bidirectional class of one code point. */
export function bidiClassOf(char: string): BidiClass {
  const explicit = EXPLICIT[char];
  if (explicit) return explicit;
  for (const [pattern, bidiClass] of CLASS_PATTERNS) if (pattern.test(char)) return bidiClass;
  return 'ON';
}

export const ISOLATE_INITIATORS = new Set<BidiClass>(['LRI', 'RLI', 'FSI']);
export const REMOVED_BY_X9 = new Set<BidiClass>(['RLE', 'LRE', 'RLO', 'LRO', 'PDF', 'BN']);
export const NEUTRAL_OR_ISOLATE = new Set<BidiClass>([
  'B',
  'S',
  'WS',
  'ON',
  'LRI',
  'RLI',
  'FSI',
  'PDI',
]);
export const MAX_DEPTH = 125;

/** Brackets that pair (BD14–BD16), and what a mirrored glyph shows at an odd level (L4). */
export const OPENING: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '{': '}',
  '\u2329': '\u232A',
  '\u3008': '\u3009',
  '\uFF08': '\uFF09',
  '\uFF3B': '\uFF3D',
};
export const CLOSING: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(OPENING).map(([open, close]) => [close, open]),
);
export const MIRRORED: Readonly<Record<string, string>> = {
  ...OPENING,
  ...CLOSING,
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
  '≤': '≥',
  '≥': '≤',
};
