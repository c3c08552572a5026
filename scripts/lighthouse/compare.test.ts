// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTargets, formatComparison } from './compare';
import type { RunScores } from './scores';
import { withoutScripts } from './referencePages';

const page = (lcpMs: number | null, tbtMs: number | null): RunScores => ({
  performance: 0.9,
  accessibility: 1,
  bestPractices: 1,
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cls: 0,
});

describe('the first screen against the reference pages', () => {
  it('meets its targets at the limits: LCP as the bare React page, 1.5× static, TBT +20 ms', () => {
    const checks = checkTargets({
      cashier: page(1500, 50),
      bareReact: page(1500, 30),
      static: page(1000, 0),
    });
    expect(checks.map((check) => [check.name, check.value, check.met])).toEqual([
      ['LCP, cashier ÷ bare React', 1, true],
      ['LCP, cashier ÷ static', 1.5, true],
      ['TBT, cashier − bare React', 20, true],
    ]);
  });

  it('misses each target just past its limit, and one whose figure is missing', () => {
    const checks = checkTargets({
      cashier: page(1600, 51),
      bareReact: page(1590, 30),
      static: page(null, 0),
    });
    expect(checks.map((check) => check.met)).toEqual([false, false, false]);
  });

  it('prints the three pages side by side and each target with its verdict', () => {
    const text = formatComparison({
      cashier: page(2086, 128),
      bareReact: page(1585, 31),
      static: page(634, 0),
    });
    expect(text).toMatch(/LCP\s+2,086 ms\s+1,585 ms\s+634 ms/);
    expect(text).toMatch(/LCP, cashier ÷ bare React\s+1\.32×\s+1×\s+MISSED/);
    expect(text).toMatch(/LCP, cashier ÷ static\s+3\.29×\s+1\.5×\s+MISSED/);
    expect(text).toMatch(/TBT, cashier − bare React\s+\+97 ms\s+\+20 ms\s+MISSED/);
  });
});

describe('the static reference page', () => {
  it('is the built page without its scripts: markup and stylesheets stay', () => {
    const html = [
      '<head><script>boot()</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
      '<link rel="stylesheet" href="/assets/index.css"></head>',
      '<body><h1>Deposit</h1></body>',
    ].join('\n');
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/index.css"></head>\n<body><h1>Deposit</h1></body>',
    );
  });
});
