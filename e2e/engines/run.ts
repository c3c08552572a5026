/**
 * `npm run e2e:engines`: every player path (paths/) in every engine (adapters/), each path in a
 * fresh browser, against `npm start` of the build in `CASHIER_DIST_DIR` (default `dist/`). Prints
 * a table of passed and failed paths per engine and one count line per engine; exits 1 if any
 * failed. `ENGINES=firefox,webkit` and `ENGINE_PATHS=Back,crypto` (parts of names) pick some.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from './adapters/chromium';
import { launchFirefox } from './adapters/firefox';
import { launchWebKit } from './adapters/webkit';
import type { EngineDriver, EngineLauncher, EngineName } from './driver';
import { PLAYER_PATHS } from './paths';
import { Player } from './player';
import { startCashier } from './server';

const LAUNCHERS: Record<EngineName, EngineLauncher> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

const VIEWPORT = { width: 1280, height: 900 };
/** A path that takes longer has hung. */
const PATH_TIMEOUT_MS = 120_000;
const REPORT_DIR = 'e2e-output/engines';

interface Outcome {
  engine: EngineName;
  path: string;
  passed: boolean;
  seconds: number;
  notes: string[];
  error?: string;
}

const pick = (list: string | undefined) =>
  list === undefined || list.trim() === '' ? null : list.split(',').map((each) => each.trim());

const engineNames = (pick(process.env.ENGINES) ?? Object.keys(LAUNCHERS)) as EngineName[];
const pathFilter = pick(process.env.ENGINE_PATHS);
const paths = PLAYER_PATHS.filter(
  (path) => pathFilter === null || pathFilter.some((part) => path.name.includes(part)),
);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} took more than ${String(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

async function runPath(
  engine: EngineName,
  path: (typeof paths)[number],
  baseUrl: string,
  versions: Map<EngineName, string>,
): Promise<Outcome> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  let driver: EngineDriver | undefined;
  let player: Player | undefined;
  try {
    driver = await withTimeout(LAUNCHERS[engine](VIEWPORT), 60_000, `starting ${engine}`);
    versions.set(engine, driver.version);
    player = new Player(driver, baseUrl);
    await withTimeout(path.run(player), PATH_TIMEOUT_MS, path.name);
    const outside = await player.outsideRequests();
    if (outside.length > 0) throw new Error(`The page reached outside hosts: ${outside.join(' ')}`);
    return { engine, path: path.name, passed: true, seconds: seconds(), notes: player.notes };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const screen = player === undefined ? '' : await player.screenText();
    return {
      engine,
      path: path.name,
      passed: false,
      seconds: seconds(),
      notes: player?.notes ?? [],
      error: screen === '' ? message : `${message}\n         on screen: ${screen}`,
    };
  } finally {
    await driver?.close().catch(() => undefined);
  }
}

function report(outcomes: Outcome[], versions: Map<EngineName, string>): string {
  const width = Math.max(...paths.map((path) => path.name.length)) + 2;
  const lines = [
    '',
    `${'path'.padEnd(width)}${engineNames.map((engine) => engine.padEnd(12)).join('')}`,
  ];
  for (const path of paths) {
    const cells = engineNames.map((engine) => {
      const outcome = outcomes.find((each) => each.engine === engine && each.path === path.name);
      return (outcome === undefined ? '-' : outcome.passed ? 'passed' : 'FAILED').padEnd(12);
    });
    lines.push(`${path.name.padEnd(width)}${cells.join('')}`);
  }
  lines.push('');
  for (const outcome of outcomes) {
    if (outcome.notes.length > 0) {
      lines.push(`note ${outcome.engine}, ${outcome.path}: ${outcome.notes.join('; ')}`);
    }
  }
  for (const outcome of outcomes.filter((each) => !each.passed)) {
    lines.push(`FAILED ${outcome.engine}, ${outcome.path}: ${outcome.error ?? ''}`);
  }
  lines.push('');
  for (const engine of engineNames) {
    const mine = outcomes.filter((each) => each.engine === engine);
    const passed = mine.filter((each) => each.passed).length;
    const seconds = Math.round(mine.reduce((sum, each) => sum + each.seconds, 0));
    lines.push(
      `engines ${engine}: ${String(passed)} passed, ${String(mine.length - passed)} failed (${versions.get(engine) ?? 'not started'}, ${String(seconds)} s)`,
    );
  }
  return lines.join('\n');
}

// Not 4190: it is on the Fetch standard's list of bad ports, which Node's fetch refuses.
const server = await startCashier(Number(process.env.ENGINES_PORT ?? 4195));
const outcomes: Outcome[] = [];
const versions = new Map<EngineName, string>();
try {
  for (const engine of engineNames) {
    for (const path of paths) {
      const outcome = await runPath(engine, path, server.url, versions);
      outcomes.push(outcome);
      console.log(
        `${outcome.passed ? '  ok    ' : '  FAILED'} ${engine} › ${path.name} (${String(outcome.seconds)} s)${outcome.error === undefined ? '' : `\n         ${outcome.error}`}`,
      );
    }
  }
} finally {
  server.stop();
}
console.log(report(outcomes, versions));
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(
  `${REPORT_DIR}/report.json`,
  `${JSON.stringify({ versions: Object.fromEntries(versions), outcomes }, null, 2)}\n`,
);
process.exitCode = outcomes.every((each) => each.passed) ? 0 : 1;
