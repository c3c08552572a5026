import type { Connection } from '@store/connection';
import { selectSessionStatus } from '@store/session';
import type { AppDispatch, RootState, StoreApi } from '@store/state';
import { nextTask } from '@common/lib/nextTask';
import { onPageRestored } from '@common/lib/pageRestored';
import { liveConnectionChanged } from '@features/payments';
import type { connectLiveUpdates } from './connectLiveUpdates';

/** How long after a failed load of the socket's code it is loaded again. */
export const LIVE_CODE_RETRY_MS = 5000;

interface LiveUpdatesModule {
  connectLiveUpdates: typeof connectLiveUpdates;
}

/** The cashier's store as the live updates use it: its actions, its session, its connection. */
export interface LiveUpdatesStore {
  dispatch: AppDispatch;
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
  /** store/connection.ts: the API base URL, and the token in bearer mode. */
  connection: Connection;
  /** src/app/store.ts: the socket's updates go into RTK Query's cache, so it opens once that is in. */
  api: Pick<StoreApi, 'ready'>;
}

export interface CashierLiveUpdatesOptions {
  /** Loads the socket's code (tests: a load that fails); default its chunk. */
  load?: () => Promise<LiveUpdatesModule>;
  /** Default {@link LIVE_CODE_RETRY_MS}. */
  retryDelayMs?: number;
}

/** The socket's chunk. */
const loadChunk = (): Promise<LiveUpdatesModule> => import('./connectLiveUpdates');

/**
 * One connection: loads the socket's code, opens the socket, and returns `stop`. A load that
 * fails is logged, reported once as a lost connection and tried again every `retryDelayMs`.
 */
function connect(
  store: LiveUpdatesStore,
  load: () => Promise<LiveUpdatesModule>,
  retryDelayMs: number,
): () => void {
  let stopSocket: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let reported = false;
  // The API first, then the socket's code, each asked for in a task of its own: neither the
  // requests (the bundler preloads each chunk with a link element) nor the evaluation of either
  // chunk is part of the task that builds the cashier or of each other's.
  const isStopped = () => stopped;
  const loadInTurn = async (): Promise<LiveUpdatesModule | null> => {
    await nextTask();
    if (isStopped()) return null;
    await store.api.ready();
    await nextTask();
    if (isStopped()) return null;
    const loaded = await load();
    // The socket opens in the task after the one that evaluated its code (with the live
    // messages' schemas).
    await nextTask();
    return loaded;
  };
  const start = (): void => {
    loadInTurn().then(
      (loaded) => {
        if (loaded && !stopped) {
          stopSocket = loaded.connectLiveUpdates(store.connection, store.dispatch);
        }
      },
      (error: unknown) => {
        if (stopped) return;
        console.error('Live updates failed to load:', error);
        if (!reported) store.dispatch(liveConnectionChanged({ connected: false, attempt: 0 }));
        reported = true;
        retry = setTimeout(start, retryDelayMs);
      },
    );
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(retry);
    stopSocket?.();
  };
}

/**
 * The cashier's live-updates connection, started by the cashier factory (src/app/createCashier.ts)
 * for the cashier's whole life (one per store: the standalone app and each embedded widget);
 * `stop`, called when the cashier is disposed, closes the socket for good. A `player.verification`
 * update goes into the cached config, so the verification gate follows it. While the session is
 * ended (sign in again) there is no socket; a new one opens once it is back.
 *
 * The socket's code (connectLiveUpdates.ts and what it uses) is a chunk of its own, loaded when
 * the cashier starts, never part of the first screen's code (docs/budgets-and-benchmarks.md). A
 * load that fails (the network dropped) is logged, reported once as a lost connection
 * (`payments/liveConnectionChanged`, `spi-web-socket-connection`) and tried again every
 * {@link LIVE_CODE_RETRY_MS}, as the socket itself would reconnect.
 *
 * A page the browser restores from its back-forward cache (Back from a provider's page) opens a
 * new socket at once: the browser closed or froze the old one while the page was away, and the
 * updates made meanwhile come on the new one (docs/http-api.md), so the payment waiting on return
 * is told without waiting for a reconnection's backoff.
 */
export function startCashierLiveUpdates(
  store: LiveUpdatesStore,
  { load = loadChunk, retryDelayMs = LIVE_CODE_RETRY_MS }: CashierLiveUpdatesOptions = {},
): () => void {
  let stop: (() => void) | null = null;
  const follow = (): void => {
    const ended = selectSessionStatus(store.getState()) === 'ended';
    if (ended && stop) {
      const stopping = stop;
      stop = null;
      stopping();
    } else if (!ended && !stop) {
      stop = connect(store, load, retryDelayMs);
    }
  };
  const reconnect = (): void => {
    if (!stop) return;
    const stopping = stop;
    stop = null;
    stopping();
    follow();
  };
  follow();
  const unsubscribe = store.subscribe(follow);
  const stopRestoring = onPageRestored(reconnect);
  return () => {
    unsubscribe();
    stopRestoring();
    stop?.();
    stop = null;
  };
}
