import { describe, expect, it } from 'vitest';
import {
  type RatioEstimate,
  hodgesLehmann,
  overallVerdict,
  ratioEstimate,
  t975,
  verdictLine,
  verdictOf,
} from './pairedRatio';

const estimate = (low: number, high: number): RatioEstimate => ({
  ratio: Math.sqrt(low * high),
  low,
  high,
  perProcess: [],
});

describe('paired ratio of two bundles', () => {
  it('estimates the location as the median of the pairwise means, unmoved by one outlier', () => {
    expect(hodgesLehmann([1, 2, 3])).toBe(2);
    expect(hodgesLehmann([0, 0, 0, 0, 100])).toBe(0);
    expect(hodgesLehmann([])).toBeNaN();
  });

  it('compares each round with its own baseline, so a slower moment of the machine cancels out', () => {
    const process = [
      { now: 2, baseline: 2 },
      { now: 10, baseline: 10 },
      { now: 3, baseline: 3 },
    ];
    expect(ratioEstimate([process, process]).ratio).toBeCloseTo(1, 12);
  });

  it('gives a zero-width interval when every process finds the same ratio', () => {
    const process = [
      { now: 11, baseline: 10 },
      { now: 22, baseline: 20 },
    ];
    const result = ratioEstimate([process, process, process]);
    expect(result.ratio).toBeCloseTo(1.1, 12);
    expect(result.low).toBeCloseTo(1.1, 12);
    expect(result.high).toBeCloseTo(1.1, 12);
    expect(result.perProcess).toHaveLength(3);
  });

  it('takes the interval over processes (Student t on the log ratios), not over rounds', () => {
    const faster = Array.from({ length: 30 }, () => ({ now: Math.exp(-0.01), baseline: 1 }));
    const slower = Array.from({ length: 30 }, () => ({ now: Math.exp(0.01), baseline: 1 }));
    const result = ratioEstimate([faster, slower]);
    // Two process estimates ±0.01: standard error 0.01, t(1 df) = 12.706.
    expect(result.ratio).toBeCloseTo(1, 12);
    expect(Math.log(result.high)).toBeCloseTo(0.12706, 5);
    expect(Math.log(result.low)).toBeCloseTo(-0.12706, 5);
  });

  it('needs rounds from two processes at least', () => {
    expect(() => ratioEstimate([[{ now: 1, baseline: 1 }], []])).toThrow(/two processes/);
  });

  it("uses Student's t quantiles for few processes and the normal one for many", () => {
    expect(t975(7)).toBe(2.365);
    expect(t975(100)).toBe(1.96);
  });

  it('says "no slower" only when the upper end is at most 1.05, "slower" when the lower end is above', () => {
    expect(verdictOf(estimate(0.98, 1.05))).toBe('no slower');
    expect(verdictOf(estimate(0.98, 1.051))).toBe('undecided');
    expect(verdictOf(estimate(1.06, 1.1))).toBe('slower');
    expect(verdictOf(estimate(1.01, 1.04))).toBe('no slower');
  });

  it('is no slower overall only when every measure is, and slower when any is', () => {
    expect(overallVerdict(['no slower', 'no slower'])).toBe('no slower');
    expect(overallVerdict(['no slower', 'undecided'])).toBe('undecided');
    expect(overallVerdict(['undecided', 'slower'])).toBe('slower');
  });

  it('states the verdict with its rule and every ratio with its interval', () => {
    const { verdict, line } = verdictLine([
      { label: 'parsing', estimate: estimate(0.98, 1.02) },
      { label: 'track()', estimate: estimate(0.99, 1.07) },
    ]);
    expect(verdict).toBe('undecided');
    expect(line).toBe(
      'Verdict: undecided (an interval is too wide: run again with more --processes); ' +
        "rule: upper end of each ratio's 95 % interval ≤ 1.05×; " +
        'parsing 1.000× [0.980, 1.020]; track() 1.029× [0.990, 1.070].',
    );
  });
});
