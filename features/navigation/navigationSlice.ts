import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { CashierRoute } from './routes';

export interface NavigationState {
  route: CashierRoute;
  /** The payment the history opens at (a result's "see this payment in your history"). */
  historyPaymentId?: string;
}

const initialState: NavigationState = { route: '/' };

/**
 * The cashier's current route, as Redux state (`navigation`): visible and replayable in Redux DevTools. The
 * standalone app mirrors it to the URL (src/app/urlSync.ts); the embedded widget never touches
 * the host page's URL.
 */
export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    routeChanged(state, { payload }: PayloadAction<CashierRoute>) {
      state.route = payload;
      delete state.historyPaymentId;
    },
    /** After `routeChanged('transaction-history')`: the history opens at this payment's row. */
    historyPaymentFocused(state, { payload }: PayloadAction<string>) {
      state.historyPaymentId = payload;
    },
  },
  selectors: {
    selectRoute: (state) => state.route,
    selectHistoryPaymentId: (state) => state.historyPaymentId,
  },
});

export const { routeChanged, historyPaymentFocused } = navigationSlice.actions;
export const { selectRoute, selectHistoryPaymentId } = navigationSlice.selectors;

/** This slice's part of the whole state (store/state.ts). */
declare module '@store/state' {
  interface RootState {
    navigation: NavigationState;
  }
}
