/**
 * Tracker benchmark: `npx tsx tooling/bench/tracker/trackerBench.ts` (`npm run bench:tracker`).
 *
 * 1. Runs the tracker's runtime benchmark (features/tracker/bench/runtimeBench.ts: `track()` time,
 *    flush traffic) in its own process, first, on a quiet heap.
 * 2. Builds both standalone bundles with Vite's `build()` (lib mode) into a temp dir and reports
 *    their minified and gzip sizes (target: ≤ 12 KB gzip with ua-parser-js). Built after the
 *    runtime benchmark: Vite's build leaves garbage and worker threads that would skew timings.
 * 3. Times the built bundle with ua-parser-js (bundleTiming.ts: 1000 user agents parsed, 10 000
 *    `track()` calls; CPU time, in rounds after a warm-up).
 *
 * `--baseline <tracker.js>` compares it with the bundle of another commit (built there by
 * `npm run build:tracker`): {@link DEFAULT_PROCESSES} processes (`--processes`) each load both
 * bundles and time {@link DEFAULT_ROUNDS} rounds (`--rounds`) in which the two take turns, and
 * pairedRatio.ts turns the paired rounds into a ratio (bundle / baseline) with a 95 % interval and
 * a verdict: "no slower" when the interval's upper end is at most 1.05×. The processes alternate
 * which bundle is loaded first. The table's last column gives each ratio and its verdict, and a
 * verdict line follows the table. The exit code is 0 whatever the verdict, unless
 * `--fail-if-slower`: then 1 when the verdict is not "no slower" ("slower" or "undecided").
 *
 * Why so: the wall-clock medians of one process per bundle varied by ±20 % from run to run on a
 * busy two-core machine. Most of it was V8's background threads (concurrent compilation and
 * garbage collection) competing for the cores, then time spent waiting for a core, then load that
 * changed between one process and the next. bundleTiming.ts's header says how each is kept out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Row, median, ms, printTable } from '../stats';
import { buildBundle, measureBundle, sizeOf } from './bundleSize';
import { TIMING_NODE_FLAGS, type TimingReport, type TimingRound } from './bundleTiming';
import {
  type MeasuredRatio,
  type Pair,
  formatRatio,
  ratioEstimate,
  verdictLine,
  verdictOf,
} from './pairedRatio';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNTIME_BENCH = fileURLToPath(
  new URL('../../../features/tracker/bench/runtimeBench.ts', import.meta.url),
);
const BUNDLE_TIMING = fileURLToPath(new URL('./bundleTiming.ts', import.meta.url));
/** The standalone tracker's gzip budget with ua-parser-js, the one `npm run size` checks. */
const GZIP_TARGET =
  (
    JSON.parse(readFileSync(join(ROOT, 'size-budgets.json'), 'utf8')) as {
      tracker: { withUaParser: number };
    }
  ).tracker.withUaParser * 1024;
/** Processes, and rounds a process, when two bundles are compared. */
const DEFAULT_PROCESSES = 8;
const DEFAULT_ROUNDS = 30;
/** Rounds when the bundle is timed alone. */
const SOLO_ROUNDS = 15;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KiB`;

function runtimeRows(): Row[] {
  const out = execFileSync('npx', ['tsx', RUNTIME_BENCH], { encoding: 'utf8' });
  const last = out.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(last) as Row[];
}

/** Runs one timing process over `files` (bundleTiming.ts). */
function timeBundles(files: readonly string[], rounds: number): TimingReport {
  const out = execFileSync(
    process.execPath,
    [...TIMING_NODE_FLAGS, '--import', 'tsx', BUNDLE_TIMING, '--rounds', String(rounds), ...files],
    { encoding: 'utf8', cwd: ROOT },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as TimingReport;
}

/** The two loads of a round, as table labels. */
const LOADS = [
  { label: '1000 user agents parsed', pick: (round: TimingRound) => round.parseMs },
  { label: '10000 track() calls', pick: (round: TimingRound) => round.trackMs },
] as const;

/** The bundle timed alone: the median CPU time of each load. */
function soloRows(file: string): Row[] {
  const { rounds } = timeBundles([file], SOLO_ROUNDS);
  return LOADS.map(({ label, pick }): Row => [
    `built bundle: ${label} (CPU, median of ${String(rounds.length)} rounds)`,
    ms(median(rounds.map((round) => pick(round)[0] ?? Number.NaN))),
    '',
  ]);
}

interface Comparison {
  readonly rows: Row[];
  readonly verdicts: MeasuredRatio[];
}

/** The bundle beside the baseline: paired rounds in `processes` processes. */
function compareRows(
  file: string,
  baseline: string,
  processes: number,
  rounds: number,
): Comparison {
  const pairs = LOADS.map((): Pair[][] => []);
  for (let index = 0; index < processes; index++) {
    const bundleFirst = index % 2 === 0;
    const report = timeBundles(bundleFirst ? [file, baseline] : [baseline, file], rounds);
    const [now, before] = bundleFirst ? [0, 1] : [1, 0];
    LOADS.forEach(({ pick }, load) => {
      pairs[load]?.push(
        report.rounds.map((round) => ({
          now: pick(round)[now] ?? Number.NaN,
          baseline: pick(round)[before] ?? Number.NaN,
        })),
      );
    });
    console.error(
      `timing process ${String(index + 1)}/${String(processes)}: ` +
        `${String(report.warmUpRounds)} warm-up rounds, ${String(report.rounds.length)} measured`,
    );
  }
  const of = `CPU, median of ${String(processes * rounds)} rounds in ${String(processes)} processes`;
  const verdicts = LOADS.map(({ label }, load) => ({
    label,
    estimate: ratioEstimate(pairs[load] ?? []),
  }));
  const rows = LOADS.map(({ label }, load): Row => {
    const all = (pairs[load] ?? []).flat();
    const estimate = verdicts[load]?.estimate;
    const ratio =
      estimate === undefined ? '' : `${formatRatio(estimate)} (95 %): ${verdictOf(estimate)}`;
    return [
      `built bundle: ${label} (${of})`,
      `${ms(median(all.map((pair) => pair.now)))} (baseline ${ms(median(all.map((pair) => pair.baseline)))})`,
      ratio,
    ];
  });
  return { rows, verdicts };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      processes: { type: 'string', default: String(DEFAULT_PROCESSES) },
      rounds: { type: 'string', default: String(DEFAULT_ROUNDS) },
      'fail-if-slower': { type: 'boolean', default: false },
    },
  });
  const baseline = values.baseline === undefined ? undefined : resolve(values.baseline);
  const processes = Number(values.processes);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(processes) || processes < 2 || !Number.isInteger(rounds) || rounds < 1) {
    throw new Error('--processes needs a whole number ≥ 2, --rounds one ≥ 1.');
  }
  const runtime = runtimeRows();
  const outDir = await mkdtemp(join(tmpdir(), 'tracker-bench-'));
  let full;
  let timing: Row[];
  let comparison: Comparison | undefined;
  try {
    const file = await buildBundle('full', outDir);
    full = await sizeOf(file);
    if (baseline === undefined) timing = soloRows(file);
    else {
      comparison = compareRows(file, baseline, processes, rounds);
      timing = comparison.rows;
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const lite = await measureBundle('lite');
  printTable([
    [
      'bundle with ua-parser-js (min / gzip)',
      `${kib(full.minified)} / ${kib(full.gzip)}`,
      `gzip ≤ ${kib(GZIP_TARGET)}: ${full.gzip <= GZIP_TARGET ? 'ok' : 'OVER'}`,
    ],
    ['bundle without ua-parser-js (min / gzip)', `${kib(lite.minified)} / ${kib(lite.gzip)}`, ''],
    ...runtime,
    ...timing,
  ]);
  if (comparison === undefined) return;
  const { verdict, line } = verdictLine(comparison.verdicts);
  console.log(line);
  if (values['fail-if-slower'] && verdict !== 'no slower') process.exitCode = 1;
}

await main();
