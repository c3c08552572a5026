/**
 * UAX #9's rules W1–W7, N0–N2 and I1–I2 over one isolating run sequence, for
 * testing/unicodeBidi.ts (which gives them the explicit levels and the sequences).
 */
import type { BidiClass } from './bidiClasses';
import { CLOSING, ISOLATE_INITIATORS, NEUTRAL_OR_ISOLATE, OPENING } from './bidiClasses';

const strongOf = (bidiClass: BidiClass | undefined): 'L' | 'R' | null =>
  bidiClass === 'L' ? 'L' : bidiClass === 'R' || bidiClass === 'AL' ? 'R' : null;
const directionOfNumberOrStrong = (bidiClass: BidiClass | undefined): 'L' | 'R' | null =>
  bidiClass === 'EN' || bidiClass === 'AN' ? 'R' : strongOf(bidiClass);

/** W1–W7, N0–N2 and I1–I2 over one isolating run sequence: its characters' final levels. */
export function resolveSequence(
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
