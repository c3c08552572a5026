import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@store/hooks';
import { selectSessionStatus } from '@store/session';
import { liveConnectionChanged } from '../model/events';
import type { connectLiveUpdates } from './connectLiveUpdates';

/** How long after a failed load of the socket's code it is loaded again. */
export const LIVE_CODE_RETRY_MS = 5000;

interface LiveUpdatesModule {
  connectLiveUpdates: typeof connectLiveUpdates;
}

export interface LiveUpdatesProps {
  /** Loads the socket's code (tests: a load that fails); default its chunk. */
  load?: () => Promise<LiveUpdatesModule>;
  /** Default {@link LIVE_CODE_RETRY_MS}. */
  retryDelayMs?: number;
}

const loadChunk = (): Promise<LiveUpdatesModule> => import('./connectLiveUpdates');

/**
 * The cashier's live-updates connection, for as long as the app is mounted (one per store: the
 * standalone app and each embedded widget). Renders nothing; unmounting closes the socket for good.
 * A `player.verification` update goes into the cached config, so the verification gate follows it.
 * While the session is ended (sign in again) there is no socket; a new one opens once it is back.
 *
 * The socket's code (connectLiveUpdates.ts and what it uses) is a chunk of its own, loaded once the
 * app is mounted: the first screen does not wait for it (docs/budgets-and-benchmarks.md). A load
 * that fails (the network dropped) is logged, reported once as a lost connection
 * (`payments/liveConnectionChanged`, `spi-web-socket-connection`) and tried again every
 * {@link LIVE_CODE_RETRY_MS}, as the socket itself would reconnect.
 */
export function LiveUpdates({
  load = loadChunk,
  retryDelayMs = LIVE_CODE_RETRY_MS,
}: LiveUpdatesProps) {
  const dispatch = useAppDispatch();
  // The store's connection (store/connection.ts): the API base URL, and the token in bearer mode.
  const { connection } = useAppStore();
  const sessionEnded = useAppSelector(selectSessionStatus) === 'ended';
  useEffect(() => {
    if (sessionEnded) return undefined;
    let stop: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let unmounted = false;
    let reported = false;
    const start = (): void => {
      load().then(
        ({ connectLiveUpdates }) => {
          if (!unmounted) stop = connectLiveUpdates(connection, dispatch);
        },
        (error: unknown) => {
          if (unmounted) return;
          console.error('Live updates failed to load:', error);
          if (!reported) dispatch(liveConnectionChanged({ connected: false, attempt: 0 }));
          reported = true;
          retry = setTimeout(start, retryDelayMs);
        },
      );
    };
    start();
    return () => {
      unmounted = true;
      clearTimeout(retry);
      stop?.();
    };
  }, [connection, dispatch, sessionEnded, load, retryDelayMs]);
  return null;
}
