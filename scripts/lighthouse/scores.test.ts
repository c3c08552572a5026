// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RunScores } from './scores';
import {
  MAX_CLS,
  formatTable,
  gateFailures,
  medianRun,
  metricMedians,
  scoresOf,
  targetMisses,
} from './scores';

const run = (
  performance: number | null,
  accessibility: number | null = 1,
  cls: number | null = 0.0012,
): RunScores => ({
  performance,
  accessibility,
  bestPractices: 1,
  fcpMs: 987.6,
  lcpMs: 1234.5,
  tbtMs: 20,
  cls,
});

describe('scoresOf', () => {
  it('reads the three category scores and LCP, TBT and CLS from a Lighthouse result', () => {
    const lhr = {
      categories: {
        performance: { score: 0.98 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
      },
      audits: {
        'first-contentful-paint': { numericValue: 900.4 },
        'largest-contentful-paint': { numericValue: 1510.2 },
        'total-blocking-time': { numericValue: 35 },
        'cumulative-layout-shift': { numericValue: 0.01 },
      },
    } as unknown as Parameters<typeof scoresOf>[0];
    expect(scoresOf(lhr)).toEqual({
      performance: 0.98,
      accessibility: 1,
      bestPractices: 0.96,
      fcpMs: 900.4,
      lcpMs: 1510.2,
      tbtMs: 35,
      cls: 0.01,
    });
  });

  it('answers null for what a failed run lacks', () => {
    expect(scoresOf({ categories: {}, audits: {} })).toEqual({
      performance: null,
      accessibility: null,
      bestPractices: null,
      fcpMs: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
    });
  });
});

describe('metricMedians', () => {
  it("takes each metric's own median, whichever run it comes from", () => {
    const runs: RunScores[] = [
      { ...run(0.95), lcpMs: 1000, tbtMs: 4 },
      { ...run(0.97), lcpMs: 1050, tbtMs: 50 },
      { ...run(0.99), lcpMs: 960, tbtMs: 5 },
    ];
    // The median score's run is the one with 50 ms; TBT's own median is 5 ms.
    expect(medianRun(runs).tbtMs).toBe(50);
    expect(metricMedians(runs)).toMatchObject({ performance: 0.97, lcpMs: 1000, tbtMs: 5 });
  });

  it('leaves out runs without a metric, and takes the lower middle of an even count', () => {
    const runs: RunScores[] = [
      { ...run(0.9), tbtMs: null },
      { ...run(0.8), tbtMs: 30 },
      { ...run(0.7), tbtMs: 10 },
      { ...run(null), tbtMs: 20 },
    ];
    expect(metricMedians(runs)).toMatchObject({ performance: 0.8, tbtMs: 20 });
    expect(metricMedians([{ ...run(null), tbtMs: null }])).toMatchObject({
      performance: null,
      tbtMs: null,
    });
    expect(() => metricMedians([])).toThrow('No Lighthouse run');
  });
});

describe('medianRun', () => {
  it('picks the run with the median performance score, the lower middle for an even count', () => {
    expect(medianRun([run(0.99), run(0.91), run(0.95)]).performance).toBe(0.95);
    expect(medianRun([run(0.99), run(0.91), run(0.95), run(0.97)]).performance).toBe(0.95);
    expect(medianRun([run(null), run(0.9), run(0.95)]).performance).toBe(0.9);
    expect(() => medianRun([])).toThrow('No Lighthouse run');
  });
});

describe('gateFailures', () => {
  it('gates accessibility and layout shift, and names each one missed', () => {
    expect(gateFailures(run(0.99, 1, MAX_CLS))).toEqual([]);
    expect(gateFailures(run(0.99, 0.98, 0.25))).toEqual([
      'accessibility 0.98 < 1.00',
      'CLS 0.250 > 0.100',
    ]);
    expect(gateFailures(run(0.99, null, null))).toEqual([
      'accessibility missing < 1.00',
      'CLS missing > 0.100',
    ]);
  });

  it('does not fail on the performance score, which is timing', () => {
    expect(gateFailures(run(0.5))).toEqual([]);
    expect(gateFailures(run(null))).toEqual([]);
  });
});

describe('targetMisses', () => {
  it('names the scores below their targets', () => {
    expect(targetMisses(run(0.97))).toEqual([]);
    expect(targetMisses({ ...run(0.85), bestPractices: 0.9 })).toEqual([
      'performance 0.85 < target 0.97',
      'best practices 0.90 < target 0.95',
    ]);
    expect(targetMisses(run(null))).toEqual(['performance missing < target 0.97']);
  });
});

describe('formatTable', () => {
  it('shows every run, the median and the targets', () => {
    const table = formatTable([run(0.99), run(0.95)], run(0.95));
    expect(table).toContain('run 1');
    expect(table).toContain('median');
    expect(table).toMatch(/performance\s+0\.99\s+0\.95\s+0\.95\s+≥ 0\.97 \(reported\)/);
    expect(table).toMatch(/FCP\s+988 ms/);
    expect(table).toMatch(/LCP\s+1,235 ms/);
    expect(table).toMatch(/CLS\s+0\.001/);
  });
});
