/**
 * The Unicode Bidirectional Algorithm (UAX #9, rules P2–P3, X1–X10, W1–W7, N0–N2, I1–I2, L1–L2
 * and L4's mirrored brackets) over one paragraph: the order in which a browser draws its
 * characters, left to right. Tests read text "as drawn" with it (testing/drawnText.ts).
 * The bidirectional classes are in ./bidiClasses.ts.
 */
import type { BidiClass } from './bidiClasses';
import { resolveSequence } from './bidiResolve';
import { ISOLATE_INITIATORS, MAX_DEPTH, MIRRORED, REMOVED_BY_X9, bidiClassOf } from './bidiClasses';

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
