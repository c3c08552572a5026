/**
 * Tracker benchmark: `npx tsx tooling/bench/tracker/trackerBench.ts` (`npm run bench:tracker`).
 *
 * 1. Runs the tracker's runtime benchmark (features/tracker/bench/runtimeBench.ts: `track()` time,
 *    flush traffic) in its own process, first, on a quiet heap.
 * 2. Builds both standalone bundles with Vite's `build()` (lib mode) into a temp dir and reports
 *    their minified and gzip sizes (target: ≤ 12 KB gzip with ua-parser-js). Built after the
 *    runtime benchmark: Vite's build leaves garbage and worker threads that would skew timings.
 * 3. Times the built bundle with ua-parser-js (bundleTiming.ts: user agents parsed, `track()`
 *    calls), a fresh process per measurement. With `--baseline <tracker.js>` (the bundle of another
 *    commit, e.g. built by `npm run build:tracker` there), the two take turns, {@link TIMING_TURNS}
 *    processes each, and the rows give the baseline's medians and the ratio: "no slower" is a
 *    ratio measured in one run, which holds on any machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBundle, measureBundle, sizeOf } from './bundleSize';

const RUNTIME_BENCH = fileURLToPath(
  new URL('../../../features/tracker/bench/runtimeBench.ts', import.meta.url),
);
const BUNDLE_TIMING = fileURLToPath(new URL('./bundleTiming.ts', import.meta.url));
const GZIP_TARGET = 12 * 1024;
/** Processes per bundle when two are compared. */
const TIMING_TURNS = 9;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KiB`;

type Row = [string, string, string];

function runtimeRows(): Row[] {
  const out = execFileSync('npx', ['tsx', RUNTIME_BENCH], { encoding: 'utf8' });
  const last = out.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(last) as Row[];
}

interface Timing {
  parseMs: number;
  trackMs: number;
}

function timeBundle(file: string): Timing {
  const out = execFileSync('npx', ['tsx', BUNDLE_TIMING, file], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Timing;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The bundle's timings, beside the baseline's when there is one (taking turns). */
function timingRows(file: string, baseline: string | undefined): Row[] {
  const turns = baseline === undefined ? 1 : TIMING_TURNS;
  const runs: Timing[] = [];
  const before: Timing[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const pair = turn % 2 === 0 ? [file, baseline] : [baseline, file];
    for (const item of pair) {
      if (item === undefined) continue;
      (item === file ? runs : before).push(timeBundle(item));
    }
  }
  const row = (label: string, pick: (timing: Timing) => number): Row => {
    const now = median(runs.map(pick));
    if (before.length === 0) return [label, `${now.toFixed(2)} ms`, ''];
    const then = median(before.map(pick));
    const ratio = now / then;
    return [
      label,
      `${now.toFixed(2)} ms (baseline ${then.toFixed(2)} ms)`,
      `${ratio.toFixed(2)}× the baseline${ratio <= 1 ? '' : ': slower'}`,
    ];
  };
  const of = baseline === undefined ? '' : `, median of ${String(turns)} processes`;
  return [
    row(`built bundle: 1000 user agents parsed${of}`, (timing) => timing.parseMs),
    row(`built bundle: 10000 track() calls${of}`, (timing) => timing.trackMs),
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { baseline: { type: 'string' } } });
  const baseline = values.baseline === undefined ? undefined : resolve(values.baseline);
  const runtime = runtimeRows();
  const outDir = await mkdtemp(join(tmpdir(), 'tracker-bench-'));
  let full;
  let timing: Row[];
  try {
    const file = await buildBundle('full', outDir);
    full = await sizeOf(file);
    timing = timingRows(file, baseline);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const lite = await measureBundle('lite');
  const rows: Row[] = [
    [
      'bundle with ua-parser-js (min / gzip)',
      `${kib(full.minified)} / ${kib(full.gzip)}`,
      `gzip ≤ ${kib(GZIP_TARGET)}: ${full.gzip <= GZIP_TARGET ? 'ok' : 'OVER'}`,
    ],
    ['bundle without ua-parser-js (min / gzip)', `${kib(lite.minified)} / ${kib(lite.gzip)}`, ''],
    ...runtime,
    ...timing,
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' | ')} |`;
  console.log(line(['measure', 'result', 'target']));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

await main();
