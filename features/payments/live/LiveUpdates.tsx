import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@store/hooks';
import { selectSessionStatus } from '@store/session';

/**
 * The cashier's live-updates connection, for as long as the app is mounted (one per store: the
 * standalone app and each embedded widget). Renders nothing; unmounting closes the socket for good.
 * A `player.verification` update goes into the cached config, so the verification gate follows it.
 * While the session is ended (sign in again) there is no socket; a new one opens once it is back.
 *
 * The socket's code (connectLiveUpdates.ts and what it uses) is a chunk of its own, loaded once the
 * app is mounted: the first screen does not wait for it (docs/budgets-and-benchmarks.md).
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  // The store's connection (store/connection.ts): the API base URL, and the token in bearer mode.
  const { connection } = useAppStore();
  const sessionEnded = useAppSelector(selectSessionStatus) === 'ended';
  useEffect(() => {
    if (sessionEnded) return undefined;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./connectLiveUpdates').then(({ connectLiveUpdates }) => {
      if (!unmounted) stop = connectLiveUpdates(connection, dispatch);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [connection, dispatch, sessionEnded]);
  return null;
}
