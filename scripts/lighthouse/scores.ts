/**
 * Scores and gates of `npm run lighthouse` (docs/budgets-and-benchmarks.md): what is read from a
 * Lighthouse result, which run is reported, and when CI fails. Pure: the runner is lighthouse.ts.
 */
import type { Result } from 'lighthouse';

/**
 * CI fails below these scores. Only what does not depend on how busy the machine is: the
 * accessibility score is a count of audits that pass. The performance score is not gated: its Total
 * Blocking Time is measured task durations, and the same commit scored 0.83–0.96 on CI's shared
 * machines (docs/budgets-and-benchmarks.md).
 */
export const THRESHOLDS = { accessibility: 1 } as const;

/** CI fails above this Cumulative Layout Shift (layout, not timing: the first load shifts nothing). */
export const MAX_CLS = 0.1;

/** The target scores (docs/budgets-and-benchmarks.md); printed beside the scores, not enforced. */
export const TARGETS = { performance: 0.97, accessibility: 1, bestPractices: 0.95 } as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface RunScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** First Contentful Paint, milliseconds. */
  fcpMs: number | null;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: number | null;
  /** Total Blocking Time, milliseconds. */
  tbtMs: number | null;
  /** Cumulative Layout Shift (unitless). */
  cls: number | null;
}

type Lhr = Pick<Result, 'categories' | 'audits'>;

const category = (lhr: Lhr, id: string): number | null => lhr.categories[id]?.score ?? null;
const metric = (lhr: Lhr, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

export function scoresOf(lhr: Lhr): RunScores {
  return {
    performance: category(lhr, 'performance'),
    accessibility: category(lhr, 'accessibility'),
    bestPractices: category(lhr, 'best-practices'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/**
 * The run with the median performance score (a real run, so its metrics belong together); with an
 * even count, the lower of the two middle runs.
 */
export function medianRun(runs: readonly RunScores[]): RunScores {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse run to report.');
  return middle;
}

/**
 * Each metric's own median over the runs (the lower middle one with an even count; runs without
 * the metric left out): what the comparison with the reference pages reads (compare.ts). The run
 * with the median score, {@link medianRun}, can be the one whose Total Blocking Time a busy
 * moment inflated, since the score weighs five metrics; a metric's own median moves with no
 * single run.
 */
export function metricMedians(runs: readonly RunScores[]): RunScores {
  if (runs.length === 0) throw new Error('No Lighthouse run to report.');
  const median = (pick: (run: RunScores) => number | null): number | null => {
    const values = runs
      .map(pick)
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    return values[Math.floor((values.length - 1) / 2)] ?? null;
  };
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
  };
}

/** Why CI fails for these scores: one line per gate missed (a missing value misses). */
export function gateFailures(
  scores: RunScores,
  thresholds = THRESHOLDS,
  maxCls = MAX_CLS,
): string[] {
  const below = (Object.keys(thresholds) as (keyof typeof thresholds)[]).flatMap((name) => {
    const score = scores[name];
    return score !== null && score >= thresholds[name]
      ? []
      : [
          `${name} ${score === null ? 'missing' : score.toFixed(2)} < ${thresholds[name].toFixed(2)}`,
        ];
  });
  const shifted =
    scores.cls !== null && scores.cls <= maxCls
      ? []
      : [`CLS ${scores.cls === null ? 'missing' : scores.cls.toFixed(3)} > ${maxCls.toFixed(3)}`];
  return [...below, ...shifted];
}

/** What misses its target without failing CI: one line per score below its target. */
export function targetMisses(scores: RunScores, targets = TARGETS): string[] {
  const named = [
    ['performance', scores.performance, targets.performance],
    ['best practices', scores.bestPractices, targets.bestPractices],
  ] as const;
  return named.flatMap(([name, score, target]) =>
    score !== null && score >= target
      ? []
      : [`${name} ${score === null ? 'missing' : score.toFixed(2)} < target ${target.toFixed(2)}`],
  );
}

export const score = (value: number | null): string => (value === null ? '—' : value.toFixed(2));
export const millis = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value).toLocaleString('en')} ms`;
const shift = (value: number | null): string => (value === null ? '—' : value.toFixed(3));

/** A text table: each run, then the median run, with the targets and gates as a last column. */
export function formatTable(runs: readonly RunScores[], median: RunScores): string {
  const header = [
    '',
    ...runs.map((_, index) => `run ${String(index + 1)}`),
    'median',
    'target (gate)',
  ];
  const row = (label: string, pick: (run: RunScores) => string, target: string): string[] => [
    label,
    ...runs.map(pick),
    pick(median),
    target,
  ];
  const rows = [
    header,
    row(
      'performance',
      (run) => score(run.performance),
      `≥ ${String(TARGETS.performance)} (reported)`,
    ),
    row(
      'accessibility',
      (run) => score(run.accessibility),
      `${String(TARGETS.accessibility)} (${String(THRESHOLDS.accessibility)})`,
    ),
    row('best practices', (run) => score(run.bestPractices), `≥ ${String(TARGETS.bestPractices)}`),
    row('FCP', (run) => millis(run.fcpMs), ''),
    row('LCP', (run) => millis(run.lcpMs), ''),
    row('TBT', (run) => millis(run.tbtMs), ''),
    row('CLS', (run) => shift(run.cls), `(≤ ${String(MAX_CLS)})`),
  ];
  return textTable(rows);
}

/** Rows of cells as text columns, two spaces apart, each as wide as its widest cell. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((cells) => (cells[column] ?? '').length)),
  );
  return rows
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
