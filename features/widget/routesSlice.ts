import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** SPEC §2: the route identifiers of the embedded payments widget. */
export const WIDGET_ROUTES = [
  '/',
  'transaction-history',
  'terms-and-conditions',
  'support',
  'fast-deposit',
] as const;
export type WidgetRoute = (typeof WIDGET_ROUTES)[number];

export function isWidgetRoute(value: unknown): value is WidgetRoute {
  return typeof value === 'string' && (WIDGET_ROUTES as readonly string[]).includes(value);
}

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

/** The URL path of a route in the standalone app ('/' stays '/'). */
export function pathOfRoute(route: WidgetRoute): string {
  return route === '/' ? '/' : `/${route}`;
}

/** The route of a URL path; unknown paths are the cashier ('/'). */
export function routeOfPath(pathname: string): WidgetRoute {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === '' ? '/' : isWidgetRoute(name) ? name : '/';
}
