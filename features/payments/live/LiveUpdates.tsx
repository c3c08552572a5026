import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@store/hooks';
import { selectSessionStatus } from '@store/session';
import { setConfigVerification } from '../api/paymentsApi';
import { liveSocketUrl } from './liveProtocol';
import { startLiveUpdates } from './startLiveUpdates';

/**
 * The cashier's live-updates connection, for as long as the app is mounted (one per store: the
 * standalone app and each embedded widget). Renders nothing; unmounting closes the socket for good.
 * A `player.verification` update goes into the cached config, so the verification gate follows it.
 * While the session is ended (sign in again) there is no socket; a new one opens once it is back.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  // The store's connection (store/connection.ts): the API base URL, and the token in bearer mode.
  const { connection } = useAppStore();
  const sessionEnded = useAppSelector(selectSessionStatus) === 'ended';
  useEffect(() => {
    if (sessionEnded) return undefined;
    return startLiveUpdates({
      // Built before every attempt with the connection's token of that moment: one renewed since
      // (by a request's 401 or this socket's own 4401 close) is the one the next connection carries.
      url: (token) => liveSocketUrl(connection.apiBaseUrl, token),
      dispatch,
      session: connection,
      onVerification: (verification) => dispatch(setConfigVerification(verification)),
    });
  }, [connection, dispatch, sessionEnded]);
  return null;
}
