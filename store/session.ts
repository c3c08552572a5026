import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { CredentialsKind } from './connection';

export interface SessionState {
  /**
   * `active`: requests are answered. `renewing`: a request got a 401 and the host is being asked
   * for a new session. `ended`: no new session came (or it was refused too): sign in again.
   */
  status: 'active' | 'renewing' | 'ended';
}

const initialState: SessionState = { status: 'active' };

/**
 * The player's session with the back end as the cashier's requests see it (`session`), set by the
 * base query (store/baseQuery.ts) as events: a 401 asks the host for a new token and the request
 * is sent once more.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A request got a 401; the host is asked for a new session (the `spi-session-expired` event). */
    sessionExpired(state, _action: PayloadAction<{ credentials: CredentialsKind }>) {
      state.status = 'renewing';
    },
    sessionRenewed(state) {
      state.status = 'active';
    },
    /** The request failed again or the host had no session: the player must sign in again. */
    sessionEnded(state) {
      state.status = 'ended';
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
  },
});

export const { sessionExpired, sessionRenewed, sessionEnded } = sessionSlice.actions;
export const { selectSessionStatus } = sessionSlice.selectors;
