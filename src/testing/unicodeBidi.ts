/**
 * The Unicode Bidirectional Algorithm (UAX #9, rules P2–P3, X1–X10, W1–W7, N0–N2, I1–I2, L1–L2
 * and L4's mirrored brackets) over one paragraph: the order in which a browser draws its
 * characters, left to right. Tests read text "as drawn" with it (src/testing/drawnText.ts).
 *
 * The bidirectional classes come from Unicode properties JavaScript's regular expressions know
 * (scripts, general categories, Bidi_Control, Bidi_Mirrored) and the code points of the classes
 * they do not tell apart: exact for the scripts and signs the cashier draws (Latin, Arabic, Hebrew,
 * digits, currency signs, punctuation, combining marks, the directional controls).
 */

type BidiClass =
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
function bidiClassOf(char: string): BidiClass {
  const explicit = EXPLICIT[char];
  if (explicit) return explicit;
  for (const [pattern, bidiClass] of CLASS_PATTERNS) if (pattern.test(char)) return bidiClass;
  return 'ON';
}

const ISOLATE_INITIATORS = new Set<BidiClass>(['LRI', 'RLI', 'FSI']);
const REMOVED_BY_X9 = new Set<BidiClass>(['RLE', 'LRE', 'RLO', 'LRO', 'PDF', 'BN']);
const NEUTRAL_OR_ISOLATE = new Set<BidiClass>(['B', 'S', 'WS', 'ON', 'LRI', 'RLI', 'FSI', 'PDI']);
const MAX_DEPTH = 125;

/** Brackets that pair (BD14–BD16), and what a mirrored glyph shows at an odd level (L4). */
const OPENING: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '{': '}',
  '\u2329': '\u232A',
  '\u3008': '\u3009',
  '\uFF08': '\uFF09',
  '\uFF3B': '\uFF3D',
};
const CLOSING: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(OPENING).map(([open, close]) => [close, open]),
);
const MIRRORED: Readonly<Record<string, string>> = {
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

/** Matching PDI index per isolate initiator index (BD9), within `classes`. */
function matchingPdis(classes: readonly BidiClass[]): Map<number, number> {
  const matches = new Map<number, number>();
  const open: number[] = [];
  classes.forEach((bidiClass, index) => {
    if (ISOLATE_INITIATORS.has(bidiClass)) open.push(index);
    else if (bidiClass === 'PDI') {
      const start = open.pop();
      if (start !== undefined) matches.set(start, index);
    } else if (bidiClass === 'B') open.length = 0;
  });
  return matches;
}

/** P2–P3: the direction of the first strong character from `start` to `end`, isolates skipped. */
function firstStrong(
  classes: readonly BidiClass[],
  start: number,
  end: number,
  pdis: ReadonlyMap<number, number>,
): 'L' | 'R' | null {
  for (let index = start; index < end; index += 1) {
    const bidiClass = classes[index];
    if (bidiClass === 'L') return 'L';
    if (bidiClass === 'R' || bidiClass === 'AL') return 'R';
    if (bidiClass !== undefined && ISOLATE_INITIATORS.has(bidiClass)) {
      const pdi = pdis.get(index);
      if (pdi === undefined) return null;
      index = pdi;
    }
  }
  return null;
}

interface StackEntry {
  level: number;
  override: 'L' | 'R' | null;
  isolate: boolean;
}

/** X1–X8: the embedding level of every character; overrides rewrite `classes`. */
function explicitLevels(
  classes: BidiClass[],
  paragraphLevel: number,
  pdis: ReadonlyMap<number, number>,
): number[] {
  const levels = new Array<number>(classes.length).fill(paragraphLevel);
  const base: StackEntry = { level: paragraphLevel, override: null, isolate: false };
  const stack: StackEntry[] = [base];
  let overflowIsolates = 0;
  let overflowEmbeddings = 0;
  let validIsolates = 0;
  const top = (): StackEntry => stack[stack.length - 1] ?? base;
  const next = (rtl: boolean): number => {
    const level = top().level;
    return rtl ? (level + 1) | 1 : (level + 2) & ~1;
  };
  classes.forEach((bidiClass, index) => {
    const entry = top();
    switch (bidiClass) {
      case 'RLE':
      case 'LRE':
      case 'RLO':
      case 'LRO': {
        levels[index] = entry.level;
        const level = next(bidiClass === 'RLE' || bidiClass === 'RLO');
        if (level <= MAX_DEPTH && overflowIsolates === 0 && overflowEmbeddings === 0) {
          const override = bidiClass === 'RLO' ? 'R' : bidiClass === 'LRO' ? 'L' : null;
          stack.push({ level, override, isolate: false });
        } else if (overflowIsolates === 0) overflowEmbeddings += 1;
        return;
      }
      case 'RLI':
      case 'LRI':
      case 'FSI': {
        levels[index] = entry.level;
        if (entry.override) classes[index] = entry.override;
        let rtl = bidiClass === 'RLI';
        if (bidiClass === 'FSI') {
          const end = pdis.get(index) ?? classes.length;
          rtl = firstStrong(classes, index + 1, end, pdis) === 'R';
        }
        const level = next(rtl);
        if (level <= MAX_DEPTH && overflowIsolates === 0 && overflowEmbeddings === 0) {
          validIsolates += 1;
          stack.push({ level, override: null, isolate: true });
        } else overflowIsolates += 1;
        return;
      }
      case 'PDI': {
        if (overflowIsolates > 0) overflowIsolates -= 1;
        else if (validIsolates > 0) {
          overflowEmbeddings = 0;
          while (stack.length > 1 && !top().isolate) stack.pop();
          stack.pop();
          validIsolates -= 1;
        }
        const after = top();
        levels[index] = after.level;
        if (after.override) classes[index] = after.override;
        return;
      }
      case 'PDF': {
        levels[index] = entry.level;
        if (overflowIsolates > 0) return;
        if (overflowEmbeddings > 0) overflowEmbeddings -= 1;
        else if (!entry.isolate && stack.length >= 2) stack.pop();
        return;
      }
      case 'B':
        levels[index] = paragraphLevel;
        return;
      case 'BN':
        levels[index] = entry.level;
        return;
      default:
        levels[index] = entry.level;
        if (entry.override) classes[index] = entry.override;
    }
  });
  return levels;
}

/** X10: the isolating run sequences, as lists of indices of characters X9 keeps. */
function isolatingRunSequences(
  kept: readonly number[],
  classes: readonly BidiClass[],
  levels: readonly number[],
  pdis: ReadonlyMap<number, number>,
): number[][] {
  const runs: number[][] = [];
  for (const index of kept) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last !== undefined && levels[last] === levels[index]) run.push(index);
    else runs.push([index]);
  }
  const runStartingAt = new Map(runs.map((run) => [run[0], run]));
  const matchedPdis = new Set(pdis.values());
  const sequences: number[][] = [];
  for (const run of runs) {
    const first = run[0];
    if (first !== undefined && classes[first] === 'PDI' && matchedPdis.has(first)) continue;
    const sequence = [...run];
    for (;;) {
      const last = sequence[sequence.length - 1];
      const lastClass = last === undefined ? undefined : classes[last];
      if (last === undefined || lastClass === undefined || !ISOLATE_INITIATORS.has(lastClass))
        break;
      const pdi = pdis.get(last);
      const continued = pdi === undefined ? undefined : runStartingAt.get(pdi);
      if (!continued) break;
      sequence.push(...continued);
    }
    sequences.push(sequence);
  }
  return sequences;
}

const strongOf = (bidiClass: BidiClass | undefined): 'L' | 'R' | null =>
  bidiClass === 'L' ? 'L' : bidiClass === 'R' || bidiClass === 'AL' ? 'R' : null;
const directionOfNumberOrStrong = (bidiClass: BidiClass | undefined): 'L' | 'R' | null =>
  bidiClass === 'EN' || bidiClass === 'AN' ? 'R' : strongOf(bidiClass);

/** W1–W7, N0–N2 and I1–I2 over one isolating run sequence: its characters' final levels. */
function resolveSequence(
  sequence: readonly number[],
  text: readonly string[],
  original: readonly BidiClass[],
  classes: BidiClass[],
  levels: number[],
  kept: readonly number[],
  paragraphLevel: number,
): void {
  const first = sequence[0];
  const last = sequence[sequence.length - 1];
  if (first === undefined || last === undefined) return;
  const level = levels[first] ?? paragraphLevel;
  const position = kept.indexOf(first);
  const before = position > 0 ? levels[kept[position - 1] ?? -1] : undefined;
  const lastPosition = kept.indexOf(last);
  const lastClass = classes[last];
  const after =
    lastClass !== undefined && ISOLATE_INITIATORS.has(lastClass)
      ? undefined
      : lastPosition + 1 < kept.length
        ? levels[kept[lastPosition + 1] ?? -1]
        : undefined;
  const sos: 'L' | 'R' = Math.max(level, before ?? paragraphLevel) % 2 === 1 ? 'R' : 'L';
  const eos: 'L' | 'R' = Math.max(level, after ?? paragraphLevel) % 2 === 1 ? 'R' : 'L';
  const types = sequence.map((index) => classes[index] ?? 'ON');
  const at = (i: number) => types[i] ?? 'ON';

  // W1: a mark takes the type before it (ON after an isolate initiator or PDI).
  types.forEach((type, i) => {
    if (type !== 'NSM') return;
    const previous = i === 0 ? sos : at(i - 1);
    types[i] = ISOLATE_INITIATORS.has(previous) || previous === 'PDI' ? 'ON' : previous;
  });
  // W2, W3: European digits after Arabic letters are Arabic digits; AL is R.
  let lastStrong: BidiClass = sos;
  types.forEach((type, i) => {
    if (type === 'EN' && lastStrong === 'AL') types[i] = 'AN';
    if (type === 'L' || type === 'R' || type === 'AL') lastStrong = type;
  });
  types.forEach((type, i) => {
    if (type === 'AL') types[i] = 'R';
  });
  // W4: one separator between two numbers of a kind.
  for (let i = 1; i < types.length - 1; i += 1) {
    const left = at(i - 1);
    const right = at(i + 1);
    if (at(i) === 'ES' && left === 'EN' && right === 'EN') types[i] = 'EN';
    else if (at(i) === 'CS' && left === right && (left === 'EN' || left === 'AN')) types[i] = left;
  }
  // W5: terminators next to European digits.
  for (let i = 0; i < types.length; i += 1) {
    if (at(i) !== 'ET') continue;
    let end = i;
    while (end < types.length && at(end) === 'ET') end += 1;
    if ((i > 0 && at(i - 1) === 'EN') || (end < types.length && at(end) === 'EN'))
      for (let j = i; j < end; j += 1) types[j] = 'EN';
    i = end - 1;
  }
  // W6: remaining separators and terminators are neutral.
  types.forEach((type, i) => {
    if (type === 'ES' || type === 'ET' || type === 'CS') types[i] = 'ON';
  });
  // W7: European digits after L are L.
  lastStrong = sos;
  types.forEach((type, i) => {
    if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
    if (type === 'L' || type === 'R') lastStrong = type;
  });

  const embedding: 'L' | 'R' = level % 2 === 1 ? 'R' : 'L';
  // N0: paired brackets.
  const pairs: [number, number][] = [];
  const openers: { i: number; close: string }[] = [];
  for (let i = 0; i < types.length; i += 1) {
    if (at(i) !== 'ON') continue;
    const char = text[sequence[i] ?? -1] ?? '';
    const close = OPENING[char];
    if (close !== undefined) {
      if (openers.length === 63) break;
      openers.push({ i, close });
    } else if (CLOSING[char] !== undefined) {
      for (let k = openers.length - 1; k >= 0; k -= 1) {
        if (openers[k]?.close !== char) continue;
        pairs.push([openers[k]?.i ?? 0, i]);
        openers.length = k;
        break;
      }
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  for (const [open, close] of pairs) {
    let inside: 'L' | 'R' | null = null;
    let found = false;
    for (let i = open + 1; i < close; i += 1) {
      const strong = directionOfNumberOrStrong(at(i));
      if (strong === embedding) {
        inside = embedding;
        found = true;
        break;
      }
      if (strong !== null) inside = strong;
    }
    let chosen: 'L' | 'R' | null = null;
    if (found) chosen = embedding;
    else if (inside !== null) {
      let context: 'L' | 'R' = sos;
      for (let i = open - 1; i >= 0; i -= 1) {
        const strong = directionOfNumberOrStrong(at(i));
        if (strong !== null) {
          context = strong;
          break;
        }
      }
      chosen = context === inside ? inside : embedding;
    }
    if (chosen === null) continue;
    for (const bracket of [open, close]) {
      types[bracket] = chosen;
      for (let i = bracket + 1; i < types.length && original[sequence[i] ?? -1] === 'NSM'; i += 1)
        types[i] = chosen;
    }
  }
  // N1, N2: neutrals between two of a direction take it, else the embedding direction.
  for (let i = 0; i < types.length; i += 1) {
    if (!NEUTRAL_OR_ISOLATE.has(at(i))) continue;
    let end = i;
    while (end < types.length && NEUTRAL_OR_ISOLATE.has(at(end))) end += 1;
    const left = i === 0 ? sos : directionOfNumberOrStrong(at(i - 1));
    const right = end === types.length ? eos : directionOfNumberOrStrong(at(end));
    const direction = left !== null && left === right ? left : embedding;
    for (let j = i; j < end; j += 1) types[j] = direction;
    i = end - 1;
  }
  // I1, I2.
  sequence.forEach((index, i) => {
    const type = at(i);
    classes[index] = type;
    if (level % 2 === 0)
      levels[index] = level + (type === 'R' ? 1 : type === 'AN' || type === 'EN' ? 2 : 0);
    else levels[index] = level + (type === 'L' || type === 'EN' || type === 'AN' ? 1 : 0);
  });
}

/** One paragraph's base direction: its element's `dir`, or `auto` (from its first strong letter). */
export type ParagraphDirection = 'ltr' | 'rtl' | 'auto';

/**
 * `paragraph` as drawn on one line, left to right: the characters in visual order, mirrored
 * brackets at right-to-left levels, and without the characters that draw nothing (directional
 * controls and marks, zero-width characters).
 */
export function drawnOrder(paragraph: string, direction: ParagraphDirection): string {
  // Code points, as the algorithm counts characters (a surrogate pair is one).
  const text = Array.from(paragraph);
  const original = text.map(bidiClassOf);
  const classes = [...original];
  const pdis = matchingPdis(classes);
  const paragraphLevel =
    direction === 'rtl'
      ? 1
      : direction === 'ltr'
        ? 0
        : firstStrong(classes, 0, classes.length, pdis) === 'R'
          ? 1
          : 0;
  const levels = explicitLevels(classes, paragraphLevel, pdis);
  const kept = text.flatMap((_, index) =>
    REMOVED_BY_X9.has(original[index] ?? 'ON') ? [] : [index],
  );
  for (const sequence of isolatingRunSequences(kept, classes, levels, pdis))
    resolveSequence(sequence, text, original, classes, levels, kept, paragraphLevel);
  // L1: separators, and white space and isolates before them or at the end, at paragraph level.
  let trailing = true;
  for (let position = kept.length - 1; position >= 0; position -= 1) {
    const index = kept[position] ?? -1;
    const type = original[index];
    if (type === 'S' || type === 'B') {
      levels[index] = paragraphLevel;
      trailing = true;
    } else if (
      trailing &&
      (type === 'WS' || (type !== undefined && (ISOLATE_INITIATORS.has(type) || type === 'PDI')))
    )
      levels[index] = paragraphLevel;
    else trailing = false;
  }
  // L2: reverse every run at or above each level, from the highest down to the lowest odd one.
  const order = [...kept];
  const levelOf = (index: number) => levels[index] ?? paragraphLevel;
  const highest = Math.max(paragraphLevel, ...order.map(levelOf));
  const lowestOdd = Math.min(...order.map(levelOf), highest) | 1;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < order.length; i += 1) {
      if (levelOf(order[i] ?? -1) < level) continue;
      let end = i;
      while (end < order.length && levelOf(order[end] ?? -1) >= level) end += 1;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end;
    }
  }
  return order
    .filter(
      (index) =>
        !['LRI', 'RLI', 'FSI', 'PDI'].includes(original[index] ?? 'ON') &&
        !/[\u200E\u200F\u061C]/u.test(text[index] ?? ''),
    )
    .map((index) => {
      const char = text[index] ?? '';
      return levelOf(index) % 2 === 1 ? (MIRRORED[char] ?? char) : char;
    })
    .join('');
}
