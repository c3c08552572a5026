/**
 * `npm run lighthouse` (docs/budgets-and-benchmarks.md): Lighthouse's default (mobile)
 * configuration on the deposit route `/` of `npm start`, in Debian's Chromium through
 * chrome-launcher. Prints each run's performance, accessibility and best-practices scores with FCP,
 * LCP, TBT and CLS, then the median run and what misses its target, and exits 1 when that run
 * misses a gate (`THRESHOLDS`, `MAX_CLS` in scores.ts: accessibility and layout shift, not timing). The median run's HTML report is written to e2e-output/lighthouse/report.html.
 *
 * In the same run, taking turns with the cashier, it measures a bare React page and the cashier's
 * first screen as static HTML (referencePages.ts), and prints the three pages side by side, each
 * metric its median over the page's runs (scores.ts `metricMedians`), with the first screen's
 * targets as ratios to them (compare.ts): reported, not a gate.
 *
 * Env: CASHIER_DIST_DIR (the build to serve; default dist/, built when missing, as `npm start`),
 * LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PATH (default `/`), CHROME_PATH (default
 * /usr/bin/chromium).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunScores } from './scores';
import {
  CATEGORIES,
  MAX_CLS,
  THRESHOLDS,
  formatTable,
  gateFailures,
  medianRun,
  metricMedians,
  scoresOf,
  targetMisses,
} from './scores';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { checkTargets, formatComparison } from './compare';
import { startReferencePages } from './referencePages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const REPORT_DIR = join(ROOT, 'e2e-output/lighthouse');
const DIST_DIR = process.env.CASHIER_DIST_DIR ?? join(ROOT, 'dist');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const PATH = process.env.LIGHTHOUSE_PATH ?? '/';
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const START_TIMEOUT_MS = 180_000;

/** Starts `npm start`'s server on a free port; resolves with its URL once it listens. */
function startServer(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, [TSX, join(ROOT, 'mocks/server/start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      reject(new Error(`npm start printed no address within ${String(START_TIMEOUT_MS)} ms.`));
    }, START_TIMEOUT_MS);
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Cashier running at (http:\/\/\S+\/)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, server });
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (code ${String(code)}):\n${out}`));
    });
  });
}

/**
 * Asks once for the page and every asset it references, as a browser would (brotli), so that the
 * server has compressed them before the first measured run: every run then meets the same warm
 * server, as a production host that serves precompressed files.
 */
async function warmUp(url: string): Promise<void> {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  const html = await (await fetch(url, { headers })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await Promise.all(
    assets.map(async (path) => {
      await (await fetch(new URL(path ?? '', url), { headers })).arrayBuffer();
    }),
  );
}

/** The audits of a run that lost points (performance, accessibility, best practices). */
function weakAudits(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string[] {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit?.score !== null && audit?.score !== undefined && audit.score < 0.9)
      .map(
        (audit) =>
          `  ${id}: ${audit?.id ?? ''} — ${audit?.title ?? ''} (${audit?.displayValue ?? String(audit?.score)})`,
      ),
  );
}

/** One Lighthouse run of `url`: its scores, HTML report and weak audits. */
async function measure(url: string, port: number, label: string) {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error('Lighthouse returned no result.');
  if (result.lhr.runtimeError) console.error(`${label}: ${result.lhr.runtimeError.message}`);
  return {
    scores: scoresOf(result.lhr),
    html: typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
    weak: weakAudits(result.lhr),
  };
}

async function main(): Promise<number> {
  const { url, server } = await startServer();
  const references = await startReferencePages(DIST_DIR, join(REPORT_DIR, 'pages'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  try {
    const target = new URL(PATH, url).href;
    await Promise.all([warmUp(target), warmUp(references.bareReact), warmUp(references.static)]);
    console.log(
      `Lighthouse (mobile, default config) on ${target}, ${String(RUNS)} run(s), each beside a bare React page and the static first screen…`,
    );
    const runs: RunScores[] = [];
    const reports: { html: string; weak: string[] }[] = [];
    const bareReact: RunScores[] = [];
    const staticPage: RunScores[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = String(index + 1);
      const cashier = await measure(target, chrome.port, `Run ${run}`);
      runs.push(cashier.scores);
      reports.push(cashier);
      bareReact.push(
        (await measure(references.bareReact, chrome.port, `Bare React ${run}`)).scores,
      );
      staticPage.push((await measure(references.static, chrome.port, `Static ${run}`)).scores);
    }
    const median = medianRun(runs);
    const medianReport = reports[runs.indexOf(median)];
    console.log(`\n${formatTable(runs, median)}\n`);
    if (medianReport) {
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(join(REPORT_DIR, 'report.html'), medianReport.html);
      if (medianReport.weak.length > 0) {
        console.log(`Audits below 0.9 in the median run:\n${medianReport.weak.join('\n')}\n`);
      }
      console.log(`Report of the median run: ${join(REPORT_DIR, 'report.html')}`);
    }
    // Each metric's median, page by page: the targets are about LCP and TBT each.
    const compared = {
      cashier: metricMedians(runs),
      bareReact: metricMedians(bareReact),
      static: metricMedians(staticPage),
    };
    console.log(`\nThe first screen beside the reference pages:\n${formatComparison(compared)}\n`);
    for (const check of checkTargets(compared).filter((item) => !item.met)) {
      console.log(`Below target (reported, not a gate): ${check.name}.`);
    }
    for (const miss of targetMisses(median)) {
      console.log(`Below target (reported, not a gate; docs/budgets-and-benchmarks.md): ${miss}.`);
    }
    const failures = gateFailures(median);
    if (failures.length > 0) {
      console.error(`Lighthouse gate failed: ${failures.join('; ')}.`);
      return 1;
    }
    console.log(
      `Lighthouse gate passed (accessibility ≥ ${String(THRESHOLDS.accessibility)}, CLS ≤ ${String(MAX_CLS)}).`,
    );
    return 0;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await references.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
