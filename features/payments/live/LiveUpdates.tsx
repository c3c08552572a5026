import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@store/hooks';
import { setConfigVerification } from '../api/paymentsApi';
import { liveSocketUrl } from './liveProtocol';
import { startLiveUpdates } from './startLiveUpdates';

/**
 * The cashier's live-updates connection, for as long as the app is mounted (one per store: the
 * standalone app and each embedded widget). Renders nothing; unmounting closes the socket for good.
 * A `player.verification` update goes into the cached config, so the verification gate follows it.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  // The store's connection (store/connection.ts): the API base URL, and the token in bearer mode.
  const { connection } = useAppStore();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void connection.token().then((token) => {
      if (unmounted) return;
      stop = startLiveUpdates({
        url: liveSocketUrl(connection.apiBaseUrl, token),
        dispatch,
        onVerification: (verification) => dispatch(setConfigVerification(verification)),
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [connection, dispatch]);
  return null;
}
