/**
 * The tracker's runtime benchmark, run by tooling/bench/tracker/trackerBench.ts (`npm run
 * bench:tracker`, which adds the bundle sizes) in its own process, on a quiet heap; prints its
 * rows (measure, result, target) as one JSON array.
 *
 * 1. Times 10000 `track()` calls on a tracker whose environment is a happy-dom `Window` (the real
 *    browser adapters): one warm-up run (cold JIT; printed, not counted), then the median of 5
 *    runs (target: ≤ 20 ms).
 * 2. Flushes those 10000 events by fetch and by beacon (pagehide) and reports requests and bytes.
 * 3. 5000 events hidden, reloaded mid-flush and closed on a network with Chromium's 64 KiB
 *    keepalive budget (volumeScenarios.ts): sent by the first page, kept, neither; then what the
 *    next page delivered, twice, reported dropped, or lost without a word.
 */
import { performance } from 'node:perf_hooks';
import { Window } from 'happy-dom';
import { type BrowserGlobals, createBrowserEnvironment } from '../adapters/browserEnvironment';
import { MAX_BEACON_BYTES } from '../constants';
import { createTracker } from '../createTracker';
import type { TransportPort } from '../environment';
import { createTrackerCore } from '../core/createTrackerCore';
import type { Tracker } from '../types';
import { parseUserAgentSimply } from '../ua/simpleUserAgent';
import { VOLUME_EVENTS, type VolumeScenario, runVolumeScenario } from './volumeScenarios';

const EVENTS = 10_000;
const RUNS = 5;
const TRACK_TARGET_MS = 20;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KiB`;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Traffic {
  requests: number;
  bytes: number;
  largest: number;
}

function countingTransport(fetches: Traffic, beacons: Traffic): TransportPort {
  const count = (traffic: Traffic, body: string): void => {
    const bytes = Buffer.byteLength(body);
    traffic.requests += 1;
    traffic.bytes += bytes;
    traffic.largest = Math.max(traffic.largest, bytes);
  };
  return {
    post(_url, request) {
      count(fetches, request.body);
      return Promise.resolve({ status: 204 });
    },
    beacon(_url, body) {
      count(beacons, body);
      return true;
    },
  };
}

function startTracker(window: Window, transport: TransportPort, run: number): Tracker {
  const environment = {
    ...createBrowserEnvironment(window as unknown as BrowserGlobals),
    transport,
  };
  const tracker = createTracker({ projectId: `bench-${run}`, coreVersion: '3.1.0', environment });
  tracker.identify('player-1234', { tempPlayerId: 'tmp-77', license: 'mga', ipCountry: 'MT' });
  return tracker;
}

function trackMany(tracker: Tracker): number {
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) tracker.track('game_opened', { game_id: i, loading_time: 12.5 });
  return performance.now() - started;
}

async function main(): Promise<void> {
  const window = new Window({
    url: 'https://casino.example/lobby?stag=aff_1&interlayer-id=il_1',
    settings: {
      navigator: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
    },
  });
  const timings: number[] = [];
  const fetches: Traffic = { requests: 0, bytes: 0, largest: 0 };
  const beacons: Traffic = { requests: 0, bytes: 0, largest: 0 };
  const idle: Traffic = { requests: 0, bytes: 0, largest: 0 };
  let warmUp = 0;
  for (let run = -1; run < RUNS; run++) {
    const tracker = startTracker(window, countingTransport(idle, idle), run);
    const ms = trackMany(tracker);
    if (run < 0) warmUp = ms;
    else timings.push(ms);
    tracker.reset();
    tracker.destroy();
  }
  const byFetch = startTracker(window, countingTransport(fetches, beacons), RUNS);
  trackMany(byFetch);
  await byFetch.flush();
  byFetch.destroy();
  const byBeacon = startTracker(window, countingTransport(fetches, beacons), RUNS + 1);
  trackMany(byBeacon);
  window.dispatchEvent(new window.Event('pagehide'));
  byBeacon.destroy();
  await window.happyDOM.close();

  const trackMs = median(timings);
  const rows: [string, string, string][] = [
    [
      `${EVENTS} track() calls, median of ${RUNS}`,
      `${trackMs.toFixed(2)} ms`,
      `≤ ${TRACK_TARGET_MS} ms: ${trackMs <= TRACK_TARGET_MS ? 'ok' : 'OVER'}`,
    ],
    ['  measured runs', timings.map((t) => t.toFixed(2)).join(', '), 'ms'],
    ['  warm-up run (cold JIT, not counted)', warmUp.toFixed(2), 'ms'],
    [
      `flush of ${EVENTS} by fetch`,
      `${fetches.requests} request${fetches.requests === 1 ? '' : 's'}, ${kib(fetches.bytes)}`,
      '',
    ],
    [
      `flush of ${EVENTS} by beacon (pagehide; the rest kept)`,
      `${beacons.requests} requests, ${kib(beacons.bytes)}`,
      `largest ${beacons.largest} B ≤ ${MAX_BEACON_BYTES} B: ${beacons.largest <= MAX_BEACON_BYTES ? 'ok' : 'OVER'}`,
    ],
  ];
  const settle = (): Promise<void> =>
    new Promise((resolve) => {
      setTimeout(resolve, 300); // past the idle copy's 250 ms fallback
    });
  for (const scenario of ['hide', 'reloadMidFlush', 'close'] satisfies VolumeScenario[]) {
    const figures = await runVolumeScenario(
      scenario,
      (environment) =>
        createTrackerCore({
          projectId: 'bench',
          parseUserAgent: parseUserAgentSimply,
          environment,
        }),
      settle,
    );
    rows.push([
      `${VOLUME_EVENTS} events, ${scenario} (64 KiB keepalive budget)`,
      `first page: ${figures.sentByFirstPage} sent, ${figures.keptForNextPage} kept, ${figures.goneAfterFirstPage} neither; next page: ${figures.sent} received, ${figures.duplicates} twice, ${figures.reportedDropped} reported dropped`,
      `lost silently 0: ${figures.lostSilently === 0 ? 'ok' : `${figures.lostSilently} LOST`}`,
    ]);
  }
  console.log(JSON.stringify(rows));
}

await main();
