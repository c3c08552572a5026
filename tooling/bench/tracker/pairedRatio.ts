/**
 * How much slower or faster a bundle is than a baseline, from paired rounds measured in several
 * processes (bundleTiming.ts), with a 95 % confidence interval, and the "no slower" rule.
 *
 * - Each round gives one paired ratio, bundle time / baseline time, both measured in the same
 *   round (their turns interleaved), so a slower or busier moment of the machine cancels out.
 * - Each process gives one estimate: the Hodges-Lehmann estimate (median of the pairwise means,
 *   {@link hodgesLehmann}) of its rounds' log ratios. Robust: a garbage collection or a burst of
 *   other work in a few rounds does not move it.
 * - Rounds of one process share its JIT decisions and heap layout, so they are not independent
 *   samples; processes are. The ratio is the geometric mean of the processes' estimates, and its
 *   interval the Student t interval over them (log scale, n − 1 degrees of freedom).
 * - Rule ({@link verdictOf}): "no slower" when the interval's upper end is at most
 *   {@link NO_SLOWER_LIMIT}: a margin above what the benchmark resolves (a bundle against a copy
 *   of itself gives intervals within about ±1.5 % on a busy two-core machine) and far below the
 *   ±20 % run-to-run spread of wall-clock medians of separate processes; "slower" when even its
 *   lower end is above it; else "undecided" (the interval is too wide: run with more processes).
 */
import { median } from '../stats';

/** A bundle's and the baseline's time in one round. */
export interface Pair {
  readonly now: number;
  readonly baseline: number;
}

/** A ratio of times (bundle / baseline) with its 95 % confidence interval. */
export interface RatioEstimate {
  readonly ratio: number;
  readonly low: number;
  readonly high: number;
  /** Each process's estimate of the ratio. */
  readonly perProcess: readonly number[];
}

export type Verdict = 'no slower' | 'slower' | 'undecided';

/** The largest upper end of the interval that is "no slower". */
export const NO_SLOWER_LIMIT = 1.05;

/** Two-sided 95 % quantiles of Student's t for 1…30 degrees of freedom (normal beyond). */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

/** Student's t quantile for a two-sided 95 % interval with `df` degrees of freedom. */
export const t975 = (df: number): number => T_975[df - 1] ?? 1.96;

/** The Hodges-Lehmann estimate of location: the median of all pairwise means (i ≤ j). */
export function hodgesLehmann(values: readonly number[]): number {
  const means: number[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i; j < values.length; j++) {
      means.push(((values[i] ?? 0) + (values[j] ?? 0)) / 2);
    }
  }
  return median(means);
}

/** The ratio bundle / baseline of paired rounds grouped by process (at least two processes). */
export function ratioEstimate(processes: readonly (readonly Pair[])[]): RatioEstimate {
  const logs = processes
    .filter((pairs) => pairs.length > 0)
    .map((pairs) => hodgesLehmann(pairs.map((pair) => Math.log(pair.now / pair.baseline))));
  if (logs.length < 2) throw new Error('A ratio interval needs rounds from two processes or more.');
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logs.length - 1);
  const halfWidth = t975(logs.length - 1) * Math.sqrt(variance / logs.length);
  return {
    ratio: Math.exp(mean),
    low: Math.exp(mean - halfWidth),
    high: Math.exp(mean + halfWidth),
    perProcess: logs.map(Math.exp),
  };
}

/** The verdict on an estimate by the rule in this file's header. */
export function verdictOf(estimate: RatioEstimate, limit = NO_SLOWER_LIMIT): Verdict {
  if (estimate.high <= limit) return 'no slower';
  if (estimate.low > limit) return 'slower';
  return 'undecided';
}

/** The verdict on several measures: "no slower" only if every one is, "slower" if any is. */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('slower')) return 'slower';
  return verdicts.every((verdict) => verdict === 'no slower') ? 'no slower' : 'undecided';
}

/** A measure's name and its ratio. */
export interface MeasuredRatio {
  readonly label: string;
  readonly estimate: RatioEstimate;
}

/** The verdict on all measures, and the line that states it with the rule and the figures. */
export function verdictLine(measures: readonly MeasuredRatio[]): {
  verdict: Verdict;
  line: string;
} {
  const verdict = overallVerdict(measures.map(({ estimate }) => verdictOf(estimate)));
  const figures = measures
    .map(({ label, estimate }) => `${label} ${formatRatio(estimate)}`)
    .join('; ');
  const rule = `rule: upper end of each ratio's 95 % interval ≤ ${NO_SLOWER_LIMIT.toFixed(2)}×`;
  const said =
    verdict === 'undecided'
      ? 'undecided (an interval is too wide: run again with more --processes)'
      : `${verdict} than the baseline`;
  return { verdict, line: `Verdict: ${said}; ${rule}; ${figures}.` };
}

/** `0.980× [0.960, 1.010]`. */
export const formatRatio = (estimate: RatioEstimate): string =>
  `${estimate.ratio.toFixed(3)}× [${estimate.low.toFixed(3)}, ${estimate.high.toFixed(3)}]`;
