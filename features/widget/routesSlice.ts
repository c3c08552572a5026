import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { WidgetRoute } from './routes';

export interface RouteState {
  route: WidgetRoute;
}

const initialState: RouteState = { route: '/' };

/**
 * The widget's current route, as Redux state: visible and replayable in Redux DevTools. The
 * standalone app mirrors it to the URL (src/app/urlSync.ts); the embedded widget never touches
 * the host page's URL.
 */
export const routesSlice = createSlice({
  name: 'widget',
  initialState,
  reducers: {
    routeChanged(state, { payload }: PayloadAction<WidgetRoute>) {
      state.route = payload;
    },
  },
  selectors: {
    selectRoute: (state) => state.route,
  },
});

export const { routeChanged } = routesSlice.actions;
export const { selectRoute } = routesSlice.selectors;
