import type { Middleware } from '@reduxjs/toolkit';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { chatSlice } from '@features/chat/state';
import { paymentsSlice } from '@features/payments';
import { languageSlice, navigationSlice } from '@features/navigation';
import { api } from './api';
import type { Connection } from './connection';
import { createConnection } from './connection';
import { registerHistoryNavigation } from './historyNavigation';
import { registerHistorySync } from './historySync';
import { createAppListener } from './listener';
import { actionSanitizer, stateSanitizer } from './sanitize';
import { sessionSlice } from './session';
import { registerSupportNavigation } from './supportNavigation';

/**
 * Every slice of the app, joined here (features never import each other), each under its
 * `reducerPath`. (`combineReducers`, not RTK's `combineSlices`: no slice is injected later, and
 * the first screen's JavaScript is 0.3 KiB lighter without it.)
 */
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [paymentsSlice.reducerPath]: paymentsSlice.reducer,
  [chatSlice.reducerPath]: chatSlice.reducer,
  [navigationSlice.reducerPath]: navigationSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** State to start from (tests, or a host page restoring a session). */
  preloadedState?: Partial<RootState>;
  /** Extra middleware appended after RTK Query's (e.g. a host's analytics). */
  middleware?: Middleware[];
  /** How its requests reach the back end (store/connection.ts); default: the page's origin, cookies. */
  connection?: Connection;
}

/** Redux DevTools options: outside production only, and never showing secrets. */
export const devToolsOptions = {
  name: 'Cashier',
  actionSanitizer,
  stateSanitizer,
} as const;

/**
 * RTK's dev-mode checks (state never mutated, only plain data in actions and state) run in tests
 * too, but under test they never warn that they "took N ms": that measures the machine, not the
 * code, and appeared in a test's console only when the machine was busy.
 */
const checkOptions = import.meta.env.MODE === 'test' ? { warnAfter: Number.POSITIVE_INFINITY } : {};

/**
 * Creates the store; the cashier factory (src/app/createCashier.ts) and the store's own tests use
 * this one function. Its one listener middleware joins the features (history sync, support
 * navigation); `startAppListening` registers more (the tracking and `spi-*` maps). `dispose()`
 * lets go of the window listeners (focus, online) RTK Query refetches on, for a cashier that is
 * unmounted.
 */
export function makeStore({
  preloadedState,
  middleware = [],
  connection = createConnection(),
}: MakeStoreOptions = {}) {
  const listener = createAppListener();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { connection } },
        immutableCheck: checkOptions,
        serializableCheck: checkOptions,
      })
        .prepend(listener.middleware)
        .concat(api.middleware, ...middleware),
    devTools: import.meta.env.PROD ? false : devToolsOptions,
  });
  const { startAppListening } = listener;
  registerHistorySync(startAppListening);
  registerSupportNavigation(startAppListening);
  registerHistoryNavigation(startAppListening);
  const stopListening = setupListeners(store.dispatch);
  return Object.assign(store, { dispose: stopListening, startAppListening, connection });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
