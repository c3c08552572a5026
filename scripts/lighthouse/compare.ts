/**
 * The cashier beside the two reference pages (referencePages.ts), measured in one run: the table
 * `npm run lighthouse` prints and the first screen's targets, as ratios to the references, so they
 * hold on any machine (docs/budgets-and-benchmarks.md). Pure: the runner is lighthouse.ts.
 */
import { type RunScores, millis, score, textTable } from './scores';

/** The pages of one run, by name, each with its metrics' medians (scores.ts `metricMedians`). */
export interface Measured {
  cashier: RunScores;
  bareReact: RunScores;
  static: RunScores;
}

/**
 * The first screen's targets: LCP no later than the bare React page's and within 1.5× the static
 * page's; Total Blocking Time at most the bare React page's plus 20 ms.
 */
export const RATIO_TARGETS = {
  lcpOverBareReact: 1,
  lcpOverStatic: 1.5,
  tbtOverBareReactMs: 20,
} as const;

export interface TargetCheck {
  name: string;
  /** The measured figure: a ratio (×) or a difference in milliseconds. */
  value: number | null;
  limit: number;
  unit: '×' | 'ms';
  met: boolean;
}

const ratio = (a: number | null, b: number | null): number | null =>
  a === null || b === null || b <= 0 ? null : a / b;

/** Each target with what was measured; a missing figure misses its target. */
export function checkTargets(pages: Measured, targets = RATIO_TARGETS): TargetCheck[] {
  const lcpBare = ratio(pages.cashier.lcpMs, pages.bareReact.lcpMs);
  const lcpStatic = ratio(pages.cashier.lcpMs, pages.static.lcpMs);
  const tbtOver =
    pages.cashier.tbtMs === null || pages.bareReact.tbtMs === null
      ? null
      : pages.cashier.tbtMs - pages.bareReact.tbtMs;
  const check = (name: string, value: number | null, limit: number, unit: '×' | 'ms') => ({
    name,
    value,
    limit,
    unit,
    met: value !== null && value <= limit,
  });
  return [
    check('LCP, cashier ÷ bare React', lcpBare, targets.lcpOverBareReact, '×'),
    check('LCP, cashier ÷ static', lcpStatic, targets.lcpOverStatic, '×'),
    check('TBT, cashier − bare React', tbtOver, targets.tbtOverBareReactMs, 'ms'),
  ];
}

/** The three pages' medians side by side, then each target with its figure and verdict. */
export function formatComparison(pages: Measured, checks = checkTargets(pages)): string {
  const columns = [pages.cashier, pages.bareReact, pages.static];
  const row = (label: string, pick: (run: RunScores) => string) => [label, ...columns.map(pick)];
  const side = textTable([
    ['median of each', 'cashier', 'bare React', 'static'],
    row('performance', (run) => score(run.performance)),
    row('FCP', (run) => millis(run.fcpMs)),
    row('LCP', (run) => millis(run.lcpMs)),
    row('TBT', (run) => millis(run.tbtMs)),
    row('CLS', (run) => (run.cls === null ? '—' : run.cls.toFixed(3))),
  ]);
  const figure = (check: TargetCheck) =>
    check.value === null
      ? '—'
      : check.unit === '×'
        ? `${check.value.toFixed(2)}×`
        : `${check.value >= 0 ? '+' : ''}${String(Math.round(check.value))} ms`;
  const targets = textTable([
    ['target', 'measured', 'at most', ''],
    ...checks.map((check) => [
      check.name,
      figure(check),
      check.unit === '×' ? `${String(check.limit)}×` : `+${String(check.limit)} ms`,
      check.met ? 'met' : 'MISSED',
    ]),
  ]);
  return `${side}\n\n${targets}`;
}
