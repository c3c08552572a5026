import type { Middleware, Reducer } from '@reduxjs/toolkit';
import {
  combineReducers,
  configureStore,
  createAction,
  createDynamicMiddleware,
} from '@reduxjs/toolkit';
import { nextTask } from '@common/lib/nextTask';
import { chatSlice } from '@features/chat/state';
import { paymentsSlice } from '@features/payments';
import { languageSlice, navigationSlice } from '@features/navigation';
import type { api } from '@store/api';
import type { RootState, StoreApi } from '@store/state';
import type { ApiPart } from './apiPart';
import type { Connection } from '@store/connection';
import { createConnection } from '@store/connection';
import { registerHistoryNavigation } from '@/joins/historyNavigation';
import { createAppListener } from '@store/listener';
import type { StartAppListening } from '@store/listener';
import { actionSanitizer, stateSanitizer } from '@store/sanitize';
import { sessionSlice } from '@store/session';
import { registerSupportNavigation } from '@/joins/supportNavigation';

/**
 * Every slice of the app, joined here, each under its `reducerPath`: exactly the slices the
 * platform and the features declare in the whole state (store/state.ts), or the type check fails
 * (a slice left out, one joined twice, or one declared but never joined). RTK Query's slice
 * (`api`) joins them when its code is in (src/app/apiPart.ts).
 */
const sliceReducers: {
  [Key in Exclude<keyof RootState, typeof api.reducerPath>]-?: Reducer<RootState[Key]>;
} = {
  [paymentsSlice.reducerPath]: paymentsSlice.reducer,
  [chatSlice.reducerPath]: chatSlice.reducer,
  [navigationSlice.reducerPath]: navigationSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
};

/** The whole state (store/state.ts): the features' slices, declared each beside its slice. */
export type { RootState } from '@store/state';

export interface MakeStoreOptions {
  /** State to start from (tests, or a host page restoring a session). */
  preloadedState?: Partial<RootState>;
  /** Extra middleware appended after RTK Query's (e.g. a host's analytics). */
  middleware?: Middleware[];
  /** How its requests reach the back end (store/connection.ts); default: the page's origin, cookies. */
  connection?: Connection;
  /**
   * Start without the API even when its code is in, as a page's first store starts before
   * (tests of the attach); `store.api.ready()` attaches it.
   */
  apiLater?: boolean;
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

/** The API's part once its chunk has been evaluated: stores made after that attach it at once. */
let loadedApiPart: ApiPart | undefined;
let apiPartLoad: Promise<ApiPart> | undefined;

/**
 * Loads RTK Query, the API and the joins that need it (src/app/apiPart.ts), once per page. The first
 * screen's JavaScript does not include them: the first render (src/app/cashierCode.tsx) asks for them
 * and does not wait (docs/budgets-and-benchmarks.md).
 */
export function loadApiPart(): Promise<ApiPart> {
  apiPartLoad ??= import('./apiPart').then(
    ({ apiPart }) => (loadedApiPart = apiPart),
    (error: unknown) => {
      apiPartLoad = undefined; // tried again on the next call
      throw error;
    },
  );
  return apiPartLoad;
}

export type { StoreApi } from '@store/state';

/**
 * The API's code is attached to the store (`store.api`, below). RTK Query's middleware sets itself
 * up on the first action it sees: this one, in the task that attaches it, not in the first render
 * that uses a query.
 */
export const apiAttached = createAction('app/apiAttached');

/**
 * Creates the store; the cashier factory (src/app/createCashier.ts) and the store's own tests use
 * this one function. Its one listener middleware joins the features (support and history
 * navigation); `startAppListening` registers more (the tracking and `spi-*` maps). RTK Query's
 * slice, middleware and the joins that need it come with `store.api.ready()`, at once when the
 * API's code is already loaded (a second cashier, tests). `dispose()` lets go of the window
 * listeners (focus, online) RTK Query refetches on, for a cashier that is unmounted.
 */
export function makeStore({
  preloadedState,
  middleware = [],
  connection = createConnection(),
  apiLater = false,
}: MakeStoreOptions = {}) {
  const listener = createAppListener();
  const late = createDynamicMiddleware<RootState>();
  const reducerWith = (part?: ApiPart) =>
    combineReducers({ ...sliceReducers, ...part?.reducers }) as unknown as Reducer<RootState>;
  const startPart = apiLater ? undefined : loadedApiPart;
  const store = configureStore({
    reducer: reducerWith(startPart),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { connection } },
        immutableCheck: checkOptions,
        serializableCheck: checkOptions,
      })
        .prepend(listener.middleware)
        .concat(late.middleware, ...middleware),
    devTools: import.meta.env.PROD ? false : devToolsOptions,
  });
  const startAppListening: StartAppListening = listener.startAppListening;
  registerSupportNavigation(startAppListening);
  registerHistoryNavigation(startAppListening);

  const stops: (() => void)[] = [];
  let attached = false;
  let disposed = false;
  const attach = (part: ApiPart) => {
    if (attached || disposed) return;
    attached = true;
    if (part !== startPart) store.replaceReducer(reducerWith(part));
    late.addMiddleware(part.middleware);
    stops.push(part.start({ dispatch: store.dispatch, startAppListening }));
    store.dispatch(apiAttached());
  };
  if (startPart) attach(startPart);
  let ready: Promise<void> | undefined;
  const api: StoreApi = {
    get attached() {
      return attached;
    },
    ready: () => {
      ready ??= attached
        ? Promise.resolve()
        : loadApiPart().then(
            async (part) => {
              // Attached in the task after the one that evaluated its chunk: two short tasks.
              await nextTask();
              attach(part);
            },
            (error: unknown) => {
              ready = undefined; // tried again on the next call
              throw error;
            },
          );
      return ready;
    },
  };
  const dispose = () => {
    disposed = true;
    for (const stop of stops.splice(0)) stop();
  };
  return Object.assign(store, { dispose, startAppListening, connection, api });
}

export type AppStore = ReturnType<typeof makeStore>;
