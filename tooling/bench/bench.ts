/**
 * `npm run bench`: the benchmark figures (docs/budgets-and-benchmarks.md) in one table.
 *
 * 1. Tracker: runs the tracker benchmark (tooling/bench/tracker/trackerBench.ts, `npm run
 *    bench:tracker`) in its own process and takes its rows (bundle gzip with and without
 *    ua-parser-js, 10 000 track() calls, flush requests and bytes).
 * 2. Card-number typing in Chromium: a production build made with `VITE_RENDER_PROBE=true` and
 *    `react-dom/client` aliased to React's profiling build (features/paymentForm/renderProbe.tsx),
 *    served by the mock server (`npm start`'s server). 16 digits typed one key at a time; per
 *    keystroke: keydown → next frame (requestAnimationFrame, then a task), commits of the whole
 *    form, of the card-number field and of every other field. Median of 5 page loads.
 * 3. A method with 50 fields (answered through Playwright's page.route): React render time of the
 *    form mount (Profiler actualDuration) and click → 50 fields painted, median of 5 (after one
 *    warm-up that loads the chunks).
 *
 * Env: BENCH_DIST_DIR (a build made as above; default: builds one into a temp dir), BENCH_PORT
 * (default: a free port), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (default 5).
 * Figures are printed, never asserted.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { buildWithProbe, startServer, trackerRows } from './app';
import { type TypingRun, typeCardNumber } from './cardTyping';
import { FIELD_COUNT, renderFiftyFields } from './fiftyFields';
import { type Row, list, median, ms, printTable } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main(): Promise<void> {
  const rows: Row[] = await trackerRows();

  const given = process.env.BENCH_DIST_DIR?.trim();
  const built = given ? null : await buildWithProbe();
  const distDir = given ? resolve(given) : (built?.dir ?? '');
  const { url, server } = await startServer(distDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const typing: TypingRun[] = [];
    for (let index = 0; index < RUNS; index += 1) typing.push(await typeCardNumber(browser, url));
    const perRunMedian = typing.map((runResult) => median(runResult.latencies));
    const perRunMax = typing.map((runResult) => Math.max(...runResult.latencies));
    const form = median(typing.map((runResult) => runResult.formPerKey));
    const card = median(typing.map((runResult) => runResult.cardFieldPerKey));
    const others = median(typing.map((runResult) => runResult.otherFieldsPerKey));
    const probed = !Number.isNaN(form);
    rows.push(
      [
        `card number: keydown → next frame, median of ${RUNS} runs × 16 keys`,
        ms(median(perRunMedian)),
        '',
      ],
      ['  per-run medians', list(perRunMedian), 'ms'],
      ['  slowest keystroke per run', list(perRunMax), 'ms'],
      [
        '  whole-form re-renders per keystroke',
        probed ? form.toFixed(2) : 'n/a (build without VITE_RENDER_PROBE)',
        `0: ${probed ? (form === 0 ? 'ok' : 'OVER') : '?'}`,
      ],
      ['  card-number field re-renders per keystroke', probed ? card.toFixed(2) : 'n/a', '1'],
      [
        '  other fields re-renders per keystroke (sum)',
        probed ? `${others.toFixed(2)} ${JSON.stringify(typing[0]?.otherFields ?? {})}` : 'n/a',
        `0: ${probed ? (others === 0 ? 'ok' : 'OVER') : '?'}`,
      ],
    );

    const fifty = await renderFiftyFields(browser, url, RUNS);
    rows.push(
      [
        `method with ${FIELD_COUNT} fields: click → painted, median of ${RUNS}`,
        ms(median(fifty.wall)),
        '',
      ],
      ['  runs', list(fifty.wall), 'ms'],
      [
        `  React render of the form mount (Profiler), median of ${RUNS}`,
        fifty.reactMs.length > 0 ? ms(median(fifty.reactMs)) : 'n/a',
        '',
      ],
    );
  } finally {
    await browser.close();
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    built?.cleanUp();
  }
  printTable(rows);
}

await main();
