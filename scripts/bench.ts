/**
 * `npm run bench`: the figures of issue #7 in one table.
 *
 * 1. Tracker: runs the tracker benchmark (features/tracker/bench/trackerBench.ts, `npm run
 *    bench:tracker`) in its own process and takes its rows (bundle gzip with and without
 *    ua-parser-js, 10 000 track() calls, flush requests and bytes).
 * 2. Card-number typing in Chromium: a production build made with `VITE_RENDER_PROBE=true` and
 *    `react-dom/client` aliased to React's profiling build (features/payments/form/renderProbe.tsx),
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
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CARD_NUMBER = '4111111111111111';
const FIELD_COUNT = 50;
const KEY_DELAY_MS = 60;

type Row = [measure: string, result: string, target: string];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number): string => `${value.toFixed(2)} ms`;
const list = (values: readonly number[], digits = 2): string =>
  values.map((value) => value.toFixed(digits)).join(', ');

/** Runs a command and resolves with its stdout (its stderr goes to ours). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code === 0) done(out);
      else fail(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

/** The tracker benchmark's table rows (it prints a Markdown table of measure | result | target). */
async function trackerRows(): Promise<Row[]> {
  const out = await run('npx', ['tsx', 'features/tracker/bench/trackerBench.ts']);
  return out
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) => {
      const [measure = '', result = '', target = ''] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      return [`tracker: ${measure}`, result, target];
    });
}

/** A production build with the render probe, into a temp dir (removed at exit). */
async function buildWithProbe(): Promise<{ dir: string; cleanUp: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'cashier-bench-'));
  process.env.VITE_RENDER_PROBE = 'true';
  console.error(`Building the app with the render probe into ${dir}…`);
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, sourcemap: false },
    // Profiler callbacks only run in React's profiling build.
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  });
  return {
    dir,
    cleanUp: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the mock server (`npm start`'s) on the build; resolves with its URL. */
function startServer(distDir: string): Promise<{ url: string; server: ChildProcess }> {
  return new Promise((done, fail) => {
    const server = spawn('npx', ['tsx', 'mocks/server/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CASHIER_DIST_DIR: distDir,
        PORT: process.env.BENCH_PORT ?? '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Cashier running at (http:\/\/\S+?\/)/.exec(out)?.[1];
      if (url) done({ url, server });
    });
    server.once('exit', (code) => {
      fail(new Error(`The server exited with ${String(code)}: ${out}`));
    });
  });
}

interface ProbeCounts {
  form: number;
  fields: Record<string, number>;
  mounts: number[];
}

const readProbe = (page: Page): Promise<ProbeCounts | null> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __cashierRenderProbe?: ProbeCounts })
      .__cashierRenderProbe;
    return probe ? (JSON.parse(JSON.stringify(probe)) as ProbeCounts) : null;
  });

const resetProbe = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __cashierRenderProbe?: ProbeCounts })
      .__cashierRenderProbe;
    if (probe) {
      probe.form = 0;
      probe.fields = {};
      probe.mounts = [];
    }
  });

interface TypingRun {
  latencies: number[];
  formPerKey: number;
  cardFieldPerKey: number;
  otherFieldsPerKey: number;
  /** Commits per keystroke of each other field that re-rendered. */
  otherFields: Record<string, number>;
}

/** Types the card number into a fresh page; per keystroke: keydown → next frame, and commits. */
async function typeCardNumber(browser: Browser, url: string): Promise<TypingRun> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    const input = page.locator('input[autocomplete="cc-number"]');
    await input.waitFor();
    await input.focus();
    await input.evaluate((element) => {
      const latencies: number[] = [];
      (window as unknown as { __keyLatencies: number[] }).__keyLatencies = latencies;
      element.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            setTimeout(() => latencies.push(performance.now() - start), 0);
          });
        },
        { capture: true },
      );
    });
    await resetProbe(page);
    await page.keyboard.type(CARD_NUMBER, { delay: KEY_DELAY_MS });
    await page.waitForFunction(
      (count) => (window as unknown as { __keyLatencies: number[] }).__keyLatencies.length >= count,
      CARD_NUMBER.length,
    );
    await page.waitForTimeout(100);
    const latencies = await page.evaluate(
      () => (window as unknown as { __keyLatencies: number[] }).__keyLatencies,
    );
    const probe = await readProbe(page);
    const keys = CARD_NUMBER.length;
    const card = probe?.fields.card_number ?? Number.NaN;
    const others = probe
      ? Object.entries(probe.fields)
          .filter(([name]) => name !== 'card_number')
          .reduce((sum, [, count]) => sum + count, 0)
      : Number.NaN;
    return {
      latencies,
      formPerKey: (probe?.form ?? Number.NaN) / keys,
      cardFieldPerKey: card / keys,
      otherFieldsPerKey: others / keys,
      otherFields: Object.fromEntries(
        Object.entries(probe?.fields ?? {})
          .filter(([name]) => name !== 'card_number')
          .map(([name, count]) => [name, count / keys]),
      ),
    };
  } finally {
    await page.close();
  }
}

function fiftyFields(): unknown[] {
  const types = ['text', 'email', 'tel', 'select', 'checkbox'] as const;
  return Array.from({ length: FIELD_COUNT }, (_, index) => {
    const type = types[index % types.length] ?? 'text';
    return {
      name: index === 0 ? 'amount' : `bench_${index}`,
      type: index === 0 ? 'amount' : type,
      label: index === 0 ? 'Amount' : `Field ${index}`,
      required: index % 3 === 0,
      ...(type === 'select'
        ? {
            options: Array.from({ length: 8 }, (_, option) => ({
              value: `o${option}`,
              label: `Option ${option}`,
            })),
          }
        : { placeholder: `Value ${index}`, hint: `Hint for field ${index}` }),
    };
  });
}

/** Mounts a 50-field form RUNS times (after a warm-up), switching methods in between. */
async function renderFiftyFields(browser: Browser, url: string) {
  const page = await browser.newPage();
  try {
    await page.route(/\/api\/cashier\/v1\/methods\/skrill\/fields/, (route) =>
      route.fulfill({
        json: { methodId: 'skrill', fieldsVersion: 'bench-50', fields: fiftyFields() },
      }),
    );
    await page.goto(url);
    await page.locator('input[name="payment-method"][value="neteller"]').waitFor();
    const last = `bench_${FIELD_COUNT - 1}`;
    /** Shows neteller's form, then times skrill's 50-field form: wall clock and React render. */
    const mountOnce = async (): Promise<{ wall: number; react: number | null }> => {
      await page.locator('input[name="payment-method"][value="neteller"]').check();
      await page.waitForFunction(
        (id) =>
          document.querySelector(`[id$="-${id}"]`) === null &&
          document.querySelector('input[autocomplete="transaction-amount"]') !== null,
        last,
      );
      await resetProbe(page);
      const wall = await page.evaluate(async (id) => {
        const started = performance.now();
        document
          .querySelector<HTMLInputElement>('input[name="payment-method"][value="skrill"]')
          ?.click();
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        await new Promise<void>((done) => {
          if (document.querySelector(`[id$="-${id}"]`) !== null) {
            done();
            return;
          }
          const observer = new MutationObserver(() => {
            if (document.querySelector(`[id$="-${id}"]`) === null) return;
            observer.disconnect();
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        await new Promise<void>((done) => {
          requestAnimationFrame(() => setTimeout(done, 0));
        });
        return performance.now() - started;
      }, last);
      const probe = await readProbe(page);
      return { wall, react: probe?.mounts[0] ?? null };
    };
    await mountOnce(); // warm-up: lazily loaded field chunks, first fetch of the fields
    const wall: number[] = [];
    const reactMs: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const timing = await mountOnce();
      wall.push(timing.wall);
      if (timing.react !== null) reactMs.push(timing.react);
    }
    return { wall, reactMs };
  } finally {
    await page.close();
  }
}

function printTable(rows: Row[]): void {
  const header: Row = ['measure', 'result', 'target'];
  const widths = [0, 1, 2].map((col) =>
    Math.max(...[header, ...rows].map((row) => row[col]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

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

    const fifty = await renderFiftyFields(browser, url);
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
