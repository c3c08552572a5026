import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@store/api';
import { registerHistorySync } from '@/joins/historySync';
import { registerLanguageCacheReset } from '@/joins/languageCacheReset';
import type { ListenerDispatch, StartAppListening } from '@store/listener';

/** What a store gets when its API's code is in (`store.api` of src/app/store.ts). */
export interface ApiPart {
  /** RTK Query's slice, under its `reducerPath`. */
  reducers: { [api.reducerPath]: typeof api.reducer };
  /** RTK Query's middleware (cache lifetimes, refetches, tag invalidation). */
  middleware: typeof api.middleware;
  /** Starts the joins that need the API and RTK Query's focus and online refetches; returns the stop. */
  start: (store: {
    dispatch: ListenerDispatch;
    startAppListening: StartAppListening;
  }) => () => void;
}

/**
 * RTK Query and the app's API with the joins between features that use it: a chunk of its own,
 * which the first render asks for (src/app/cashierCode.tsx) and does not wait for. Every request the
 * cashier makes goes through it, so nothing is asked of the back end (or of a host's token source)
 * before it is attached.
 */
export const apiPart: ApiPart = {
  reducers: { [api.reducerPath]: api.reducer },
  middleware: api.middleware,
  start: ({ dispatch, startAppListening }) => {
    const stops = [
      registerHistorySync(startAppListening),
      registerLanguageCacheReset(startAppListening),
      setupListeners(dispatch),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  },
};
