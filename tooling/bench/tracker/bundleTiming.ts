/**
 * Times one or two built standalone tracker bundles in one process, run by trackerBench.ts
 * (`npm run bench:tracker`):
 *
 *   node --single-threaded --expose-gc --import tsx bundleTiming.ts [--rounds N] <a.js> [<b.js>]
 *
 * Prints one JSON line, {@link TimingReport}: each round's CPU milliseconds per bundle, in the
 * order the files were given.
 *
 * The bundles run in one happy-dom `Window` (its default browser environment). A round is, for
 * each bundle, a fresh tracker and two loads: {@link IDENTIFY_CALLS} `identify()` calls, each with
 * the next of {@link USER_AGENTS} (a new user agent each time, so ua-parser-js parses every one),
 * then {@link TRACK_CALLS} `track()` calls. The bundles take turns in slices of a load
 * ({@link SLICES} a load, ABBA: `sliceOrder`), so a burst of other work on the machine falls on
 * both alike. The clock is the process's CPU time (`process.cpuUsage()`, user + system): time the
 * process waits for a core is not counted. `--single-threaded` keeps V8's compilers and garbage
 * collector on the measuring thread (so the CPU time is that thread's and no background thread
 * competes for the machine's cores), and a young-generation collection (`gc({ type: 'minor' })`)
 * starts each round from an empty nursery (a full collection each round made parsing 2 to 3 times
 * slower: the rounds then timed what V8 compiles again after it, not the parsing).
 *
 * Warm-up: rounds are run and dropped until the JIT has settled, {@link warmedUp}: at least
 * {@link WARM_UP_MIN} rounds, then until the last three rounds' total CPU times are within 10 %
 * of each other, at most {@link WARM_UP_MAX}.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Window } from 'happy-dom';

const IDENTIFY_CALLS = 1000;
const TRACK_CALLS = 10_000;
const SLICES = 20;
const WARM_UP_MIN = 4;
const WARM_UP_MAX = 20;
const DEFAULT_ROUNDS = 30;

/** Varied real user agents: phones, tablets, desktops, in-app browsers, a TV, a console, a bot. */
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 12; M2101K6G Build/SKQ1.210908.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android',
  'Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.164 Safari/537.36',
  'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

/** One round: CPU milliseconds of each load, one entry per bundle in the order given. */
export interface TimingRound {
  readonly parseMs: readonly number[];
  readonly trackMs: readonly number[];
}

/** What a timing process prints (as one JSON line). */
export interface TimingReport {
  /** Rounds run and dropped before the measured ones. */
  readonly warmUpRounds: number;
  readonly rounds: readonly TimingRound[];
}

/** Node's flags for a timing process (see this file's header). */
export const TIMING_NODE_FLAGS = ['--single-threaded', '--expose-gc'] as const;

/**
 * The order in which `bundles` bundles take their turns in `slice` of a load: ABBA over the
 * slices (0, 1 / 1, 0 / 0, 1 / …), starting the other way round in every other round (`flip`).
 */
export function sliceOrder(bundles: number, slice: number, flip: boolean): number[] {
  const order = Array.from({ length: bundles }, (_, index) => index);
  return (slice % 2 === 1) !== flip ? order.reverse() : order;
}

/** Whether the warm-up is over after these rounds' total CPU times (see the header). */
export function warmedUp(totals: readonly number[]): boolean {
  if (totals.length >= WARM_UP_MAX) return true;
  if (totals.length < WARM_UP_MIN) return false;
  const last = totals.slice(-3);
  return Math.max(...last) <= 1.1 * Math.min(...last);
}

interface BundleTracker {
  identify(userId: string, metadata?: Record<string, unknown>): void;
  track(event: string, fields?: Record<string, unknown>): void;
  reset(): void;
  destroy(): void;
}
type CreateTracker = (options: Record<string, unknown>) => BundleTracker;

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** A young-generation collection (`gc` is there with `node --expose-gc`). */
function collectNursery(): void {
  const gc = (globalThis as { gc?: (options: { type: 'minor' | 'major' }) => void }).gc;
  if (gc === undefined) throw new Error('bundleTiming.ts needs node --expose-gc.');
  gc({ type: 'minor' });
}

let trackers = 0;

/** One round over all bundles; `flip` starts each slice's turns the other way round. */
function timeRound(bundles: readonly CreateTracker[], flip: boolean): TimingRound {
  collectNursery();
  const instances = bundles.map((createTracker) =>
    createTracker({ projectId: `bench-${String(trackers++)}`, sendInterval: 3_600_000 }),
  );
  const load = (calls: number, act: (tracker: BundleTracker, call: number) => void): number[] => {
    const spent = instances.map(() => 0);
    const perSlice = calls / SLICES;
    for (let slice = 0; slice < SLICES; slice++) {
      for (const index of sliceOrder(instances.length, slice, flip)) {
        const tracker = instances[index];
        if (tracker === undefined) continue;
        const started = cpuMs();
        for (let call = slice * perSlice; call < (slice + 1) * perSlice; call++) act(tracker, call);
        spent[index] = (spent[index] ?? 0) + cpuMs() - started;
      }
    }
    return spent;
  };
  const parseMs = load(IDENTIFY_CALLS, (tracker, call) => {
    tracker.identify('player-1234', {
      userAgent: USER_AGENTS[call % USER_AGENTS.length],
      tempPlayerId: 'tmp-77',
    });
  });
  const trackMs = load(TRACK_CALLS, (tracker, call) => {
    tracker.track('game_opened', { game_id: call, loading_time: 12.5 });
  });
  for (const tracker of instances) {
    tracker.reset();
    tracker.destroy();
  }
  return { parseMs, trackMs };
}

const total = (round: TimingRound): number =>
  [...round.parseMs, ...round.trackMs].reduce((sum, ms) => sum + ms, 0);

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { rounds: { type: 'string', default: String(DEFAULT_ROUNDS) } },
    allowPositionals: true,
  });
  const rounds = Number(values.rounds);
  if (positionals.length === 0 || !(rounds > 0)) {
    throw new Error('Usage: bundleTiming.ts [--rounds N] <bundle.js> [<other bundle.js>]');
  }
  const window = new Window({ url: 'https://casino.example/lobby?stag=aff_1' });
  Object.assign(globalThis, { window });
  const bundles: CreateTracker[] = [];
  for (const file of positionals) {
    const bundle = (await import(pathToFileURL(file).href)) as { createTracker: CreateTracker };
    bundles.push(bundle.createTracker);
  }
  const warmUp: number[] = [];
  while (!warmedUp(warmUp)) warmUp.push(total(timeRound(bundles, warmUp.length % 2 === 1)));
  const measured: TimingRound[] = [];
  for (let round = 0; round < rounds; round++) measured.push(timeRound(bundles, round % 2 === 1));
  await window.happyDOM.close();
  const report: TimingReport = { warmUpRounds: warmUp.length, rounds: measured };
  console.log(JSON.stringify(report));
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
