import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { CashierRoute } from './routes';

export interface NavigationState {
  route: CashierRoute;
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
    },
  },
  selectors: {
    selectRoute: (state) => state.route,
  },
});

export const { routeChanged } = navigationSlice.actions;
export const { selectRoute } = navigationSlice.selectors;
