import type { Connection } from '@store/connection';
import type { AppDispatch } from '@store/state';
import { setConfigVerification } from '@features/payments';
import { liveSocketUrl } from './liveProtocol';
import { startLiveUpdates } from './startLiveUpdates';

/**
 * Opens the cashier's live-updates socket on the store's connection (its API base URL, and the
 * token of the moment in bearer mode) and returns `stop`. A `player.verification` update goes
 * into the cached config. The one entry of the live-updates chunk (cashierLiveUpdates.ts loads it).
 */
export function connectLiveUpdates(connection: Connection, dispatch: AppDispatch): () => void {
  return startLiveUpdates({
    // Built before every attempt with the connection's token of that moment: one renewed since
    // (by a request's 401 or this socket's own 4401 close) is the one the next connection carries.
    url: (token) => liveSocketUrl(connection.apiBaseUrl, token),
    dispatch,
    session: connection,
    onVerification: (verification) => dispatch(setConfigVerification(verification)),
  });
}
