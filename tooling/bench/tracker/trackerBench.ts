/**
 * Tracker benchmark: `npx tsx tooling/bench/tracker/trackerBench.ts` (`npm run bench:tracker`).
 *
 * 1. Runs the tracker's runtime benchmark (features/tracker/bench/runtimeBench.ts: `track()` time,
 *    flush traffic) in its own process, first, on a quiet heap.
 * 2. Builds both standalone bundles with Vite's `build()` (lib mode) into a temp dir and reports
 *    their minified and gzip sizes (target: ≤ 12 KB gzip with ua-parser-js). Built last: Vite's
 *    build leaves garbage and worker threads that would skew timings.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundleSize';

const RUNTIME_BENCH = fileURLToPath(
  new URL('../../../features/tracker/bench/runtimeBench.ts', import.meta.url),
);
const GZIP_TARGET = 12 * 1024;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KiB`;

type Row = [string, string, string];

function runtimeRows(): Row[] {
  const out = execFileSync('npx', ['tsx', RUNTIME_BENCH], { encoding: 'utf8' });
  const last = out.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(last) as Row[];
}

async function main(): Promise<void> {
  const runtime = runtimeRows();
  const [full, lite] = [await measureBundle('full'), await measureBundle('lite')];
  const rows: Row[] = [
    [
      'bundle with ua-parser-js (min / gzip)',
      `${kib(full.minified)} / ${kib(full.gzip)}`,
      `gzip ≤ ${kib(GZIP_TARGET)}: ${full.gzip <= GZIP_TARGET ? 'ok' : 'OVER'}`,
    ],
    ['bundle without ua-parser-js (min / gzip)', `${kib(lite.minified)} / ${kib(lite.gzip)}`, ''],
    ...runtime,
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' | ')} |`;
  console.log(line(['measure', 'result', 'target']));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

await main();
