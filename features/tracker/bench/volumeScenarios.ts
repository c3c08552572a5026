/**
 * The tracker at volume, on a network that behaves as Chromium's does with requests meant to
 * outlive the page (testing/budgetNetwork.ts: one 64 KiB budget for keepalive fetches and beacons
 * in flight). Each scenario tracks {@link VOLUME_EVENTS} events on a first page, then does what
 * a player does (hides the page, reloads it in the middle of a flush, closes the tab), then opens
 * the next page (the same tab after a reload, a new tab after a close) and lets it send.
 *
 * Figures, by event (`seq` tells them apart): after the first page, how many reached the server,
 * how many are kept in storage for the next page, how many are neither; after the next page, how
 * many reached the server once, more than once, were reported dropped (`events_dropped`), or are
 * lost without a word. Used by createTrackerCore.volume.test.ts and `npm run bench:tracker`.
 */
import type { StoragePort, TrackerEnvironment } from '../environment';
import {
  type BudgetNetwork,
  type NetworkPage,
  createBudgetNetwork,
} from '../testing/budgetNetwork';
import {
  type FakeLifecycle,
  type MemoryStorage,
  createFakeEnvironment,
  createFakeLifecycle,
  createMemoryStorage,
} from '../testing/fakeEnvironment';
import type { Tracker } from '../types';

/** How many events each scenario tracks. */
export const VOLUME_EVENTS = 5000;

export type VolumeScenario = 'hide' | 'reloadMidFlush' | 'close';

/** What a scenario shows, by event. */
export interface VolumeFigures {
  readonly scenario: VolumeScenario;
  readonly tracked: number;
  /** After the first page: reached the server. */
  readonly sentByFirstPage: number;
  /** After the first page: in storage the next page finds. */
  readonly keptForNextPage: number;
  /** After the first page: neither sent nor kept. */
  readonly goneAfterFirstPage: number;
  /** After the next page: reached the server (once or more). */
  readonly sent: number;
  /** Deliveries past the first of an event. */
  readonly duplicates: number;
  /** The sum of the `dropped_count` of the `events_dropped` events the server received. */
  readonly reportedDropped: number;
  /** Neither sent nor reported dropped. */
  readonly lostSilently: number;
}

/** Starts a tracker on `environment` (the tracker under test, or another build of it). */
export type StartTracker = (environment: TrackerEnvironment) => Tracker;

interface Page {
  readonly tracker: Tracker;
  readonly lifecycle: FakeLifecycle;
  readonly network: NetworkPage;
}

const silentLogger = { warn: () => undefined, error: () => undefined };

function openPage(
  start: StartTracker,
  network: BudgetNetwork,
  storage: StoragePort,
  keptStorage: StoragePort,
): Page {
  const networkPage = network.openPage();
  const lifecycle = createFakeLifecycle();
  const tracker = start(
    createFakeEnvironment({
      transport: networkPage.transport,
      storage,
      keptStorage,
      lifecycle,
      logger: silentLogger,
    }),
  );
  tracker.identify('player-1');
  return { tracker, lifecycle, network: networkPage };
}

interface Received {
  readonly seq?: unknown;
  readonly event?: unknown;
  readonly dropped_count?: unknown;
}

function storedSeqs(storages: readonly MemoryStorage[]): Set<number> {
  const seqs = new Set<number>();
  for (const storage of storages) {
    for (const raw of storage.data.values()) {
      try {
        const { events } = JSON.parse(raw) as { events?: Received[] };
        for (const event of events ?? []) if (typeof event.seq === 'number') seqs.add(event.seq);
      } catch {
        // Not a stored queue.
      }
    }
  }
  return seqs;
}

function received(network: BudgetNetwork): Received[] {
  return network.server.bodies.flatMap((body) => JSON.parse(body) as Received[]);
}

/**
 * Runs `scenario` with the tracker `start` builds. `settle` lets timers and promises run (a
 * test's `vi.advanceTimersByTimeAsync`, or real time): the idle copy and the answers.
 */
export async function runVolumeScenario(
  scenario: VolumeScenario,
  start: StartTracker,
  settle: () => Promise<void>,
): Promise<VolumeFigures> {
  const network = createBudgetNetwork();
  const firstTab = createMemoryStorage();
  const site = createMemoryStorage();
  const first = openPage(start, network, firstTab, site);
  for (let seq = 0; seq < VOLUME_EVENTS; seq++) {
    first.tracker.track('game_opened', { seq, game_id: `slot-${String(seq % 97)}` });
  }
  await settle(); // the idle copy of a shown page

  if (scenario === 'hide') {
    first.lifecycle.emit('hidden');
    network.deliver();
    await settle();
  } else if (scenario === 'reloadMidFlush') {
    void first.tracker.flush();
    await settle(); // the first request is in flight
    first.lifecycle.emit('pagehide');
  } else {
    first.lifecycle.emit('hidden');
    first.lifecycle.emit('pagehide');
  }
  first.network.close();
  network.deliver();
  await settle();

  // A reload stays in the tab; a hidden page's player may come back later in a new tab, and a
  // closed tab's sessionStorage is gone.
  const nextTab = scenario === 'reloadMidFlush' ? firstTab : createMemoryStorage();
  const sentFirst = new Set(received(network).map((e) => e.seq));
  const kept = storedSeqs(scenario === 'reloadMidFlush' ? [firstTab, site] : [site]);
  const keptOnly = [...kept].filter((seq) => !sentFirst.has(seq)).length;
  const sentByFirstPage = [...sentFirst].filter((seq) => typeof seq === 'number').length;

  network.setAutoDeliver(true);
  const next = openPage(start, network, nextTab, site);
  for (let round = 0; round < 200; round++) {
    const before = network.server.bodies.length;
    await next.tracker.flush();
    await settle();
    if (network.server.bodies.length === before) break;
  }

  const all = received(network);
  const seqs = all.map((e) => e.seq).filter((seq): seq is number => typeof seq === 'number');
  const unique = new Set(seqs);
  const reportedDropped = all
    .filter((e) => e.event === 'events_dropped' && typeof e.dropped_count === 'number')
    .reduce((sum, e) => sum + Number(e.dropped_count), 0);
  return {
    scenario,
    tracked: VOLUME_EVENTS,
    sentByFirstPage,
    keptForNextPage: keptOnly,
    goneAfterFirstPage: VOLUME_EVENTS - sentByFirstPage - keptOnly,
    sent: unique.size,
    duplicates: seqs.length - unique.size,
    reportedDropped,
    lostSilently: VOLUME_EVENTS - unique.size - reportedDropped,
  };
}
