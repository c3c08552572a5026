import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './store';

/**
 * The dispatch listeners get: thunks and plain actions. (Not `AppDispatch`, which is derived from
 * the store this listener is part of: the types would chase each other.)
 */
export type ListenerDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** `startListening` typed with the app's state and dispatch. */
export type StartAppListening = TypedStartListening<RootState, ListenerDispatch>;

/**
 * The store's one listener middleware. Everything that reacts to actions registers through its
 * `startAppListening`: the joins between features (history sync, support navigation) in
 * `makeStore`, the tracking map and the `spi-*` map in the cashier factory (src/app/createCashier.ts).
 */
export function createAppListener(): {
  middleware: ReturnType<typeof createListenerMiddleware>['middleware'];
  startAppListening: StartAppListening;
} {
  const listener = createListenerMiddleware();
  return {
    middleware: listener.middleware,
    startAppListening: listener.startListening.withTypes<RootState, ListenerDispatch>(),
  };
}
