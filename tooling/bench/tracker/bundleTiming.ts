/**
 * Times one built standalone tracker bundle, run by trackerBench.ts (`npm run bench:tracker`) in a
 * fresh process per measurement: `tsx bundleTiming.ts <bundle.js>`. Prints the medians as JSON on
 * the last line: `{"parseMs": …, "trackMs": …}`.
 *
 * The bundle runs in a happy-dom `Window` (its default browser environment) two loads: parsing user
 * agents (a player named with each of {@link USER_AGENTS}, in turn, 1000 times: ua-parser-js's work)
 * and 10 000 `track()` calls. One warm-up round, then the median of {@link ROUNDS}. A process per
 * bundle, so two bundles measured in turn never share a heap or a JIT.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';

const ROUNDS = 15;
const EVENTS = 10_000;
const IDENTIFY_ROUNDS = 1000;

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

interface BundleTracker {
  identify(userId: string, metadata?: Record<string, unknown>): void;
  track(event: string, fields?: Record<string, unknown>): void;
  reset(): void;
  destroy(): void;
}
type CreateTracker = (options: Record<string, unknown>) => BundleTracker;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function timeOnce(
  createTracker: CreateTracker,
  round: number,
): { parseMs: number; trackMs: number } {
  const tracker = createTracker({ projectId: `bench-${String(round)}`, sendInterval: 3_600_000 });
  let started = performance.now();
  for (let i = 0; i < IDENTIFY_ROUNDS; i++) {
    const userAgent = USER_AGENTS[i % USER_AGENTS.length];
    tracker.identify('player-1234', { userAgent, tempPlayerId: 'tmp-77' });
  }
  const parseMs = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < EVENTS; i++) tracker.track('game_opened', { game_id: i, loading_time: 12.5 });
  const trackMs = performance.now() - started;
  tracker.reset();
  tracker.destroy();
  return { parseMs, trackMs };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined) throw new Error('Usage: bundleTiming.ts <bundle.js>');
  const window = new Window({ url: 'https://casino.example/lobby?stag=aff_1' });
  Object.assign(globalThis, { window });
  const { createTracker } = (await import(pathToFileURL(file).href)) as {
    createTracker: CreateTracker;
  };
  const parse: number[] = [];
  const track: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const { parseMs, trackMs } = timeOnce(createTracker, round);
    if (round < 0) continue;
    parse.push(parseMs);
    track.push(trackMs);
  }
  await window.happyDOM.close();
  console.log(JSON.stringify({ parseMs: median(parse), trackMs: median(track) }));
}

await main();
