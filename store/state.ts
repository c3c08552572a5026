import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from './api';
import type { Connection } from './connection';
import type { SessionState } from './session';

/**
 * The whole state, one key per slice. The platform declares its own parts here; each feature
 * declares its slice beside the slice itself (`declare module '@store/state'`, TypeScript's
 * declaration merging, as RTK's `LazyLoadedSlices`). So the typed hooks and the listener are typed
 * without importing the app that joins the slices, and no import runs back up a floor. The app's
 * `makeStore` (src/app/store.ts) checks that its reducers give exactly this state.
 *
 * `api` is there once the API's code is attached (`store.api`): only components under the app's
 * `CashierCodeGate` (src/app/cashierCode.tsx) and code that runs after it read it.
 */
export interface RootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  session: SessionState;
}

/** What a thunk gets as its third argument: how requests reach the back end (store/connection.ts). */
export interface ThunkExtra {
  connection: Connection;
}

/** The store's dispatch as features see it: plain actions and thunks. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** What `store.api` says: whether RTK Query's slice and middleware are in, and a way to get them in. */
export interface StoreApi {
  readonly attached: boolean;
  /**
   * Loads the API's part if need be and attaches it; resolves once attached (the same promise
   * each time; after a failed load, the next call tries again).
   */
  ready: () => Promise<void>;
}

/** The store as features reach it (`useAppStore`): its state, dispatch and API part. */
export type PlatformStore = Store<RootState> & { dispatch: AppDispatch; api: StoreApi };
