import { isAction } from '@reduxjs/toolkit';
import type { Action, Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './state';

/**
 * The dispatch listeners get: thunks and plain actions. (Not `AppDispatch`, which is derived from
 * the store this listener is part of: the types would chase each other.)
 */
export type ListenerDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** What an effect gets besides its action: the store's dispatch and state. */
export interface ListenerApi {
  dispatch: ListenerDispatch;
  getState: () => RootState;
}

export type ListenerEffect<A> = (action: A, api: ListenerApi) => void;

/** Which actions a listener takes: those of an action creator, of a matcher, or of a predicate. */
type Matching<A> =
  | { actionCreator: { match: (action: unknown) => action is A } }
  | { matcher: (action: unknown) => action is A };

/** `startAppListening`: which actions and the effect; returns the unsubscribe. */
export interface StartAppListening {
  <A extends Action>(options: Matching<A> & { effect: ListenerEffect<A> }): () => void;
  (options: {
    predicate: (
      action: UnknownAction,
      currentState: RootState,
      originalState: RootState,
    ) => boolean;
    effect: ListenerEffect<UnknownAction>;
  }): () => void;
}

interface Entry {
  matches: (action: UnknownAction, currentState: RootState, originalState: RootState) => boolean;
  effect: ListenerEffect<UnknownAction>;
}

interface ListenerOptions {
  actionCreator?: { match: (action: unknown) => boolean };
  matcher?: (action: unknown) => boolean;
  predicate?: Entry['matches'];
  effect: ListenerEffect<UnknownAction>;
}

/**
 * The store's one listener middleware. Everything that reacts to actions registers through its
 * `startAppListening`: the joins between features (history sync, support navigation) in
 * `makeStore`, the tracking map and the `spi-*` map in the cashier factory (src/app/createCashier.ts).
 *
 * What the cashier asks of RTK's `createListenerMiddleware`, in a few lines of its own instead of
 * its 1.6 KiB (gzip) in the first screen's JavaScript: after the reducers (and the rest of the
 * middleware) have seen an action, each listener registered then whose action creator, matcher or
 * predicate takes it runs its effect at once, in the order they were registered, with the store's
 * `dispatch` and `getState`; a throwing predicate or effect is logged and never reaches the
 * dispatcher. Thunks pass by.
 */
export function createAppListener(): {
  middleware: Middleware<object, RootState, ListenerDispatch>;
  startAppListening: StartAppListening;
} {
  const entries = new Set<Entry>();

  const startAppListening = ((options: ListenerOptions) => {
    const { actionCreator, matcher, predicate, effect } = options;
    const entry: Entry = {
      matches:
        predicate ??
        ((action) => (actionCreator ? actionCreator.match(action) : (matcher?.(action) ?? false))),
      effect,
    };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }) as StartAppListening;

  const middleware: Middleware<object, RootState, ListenerDispatch> =
    (api) => (next) => (action) => {
      if (!isAction(action)) return next(action);
      const originalState = api.getState();
      const result = next(action);
      const currentState = api.getState();
      const listenerApi: ListenerApi = { dispatch: api.dispatch, getState: () => api.getState() };
      for (const entry of [...entries]) {
        try {
          if (entry.matches(action, currentState, originalState)) {
            entry.effect(action, listenerApi);
          }
        } catch (error) {
          console.error('listenerMiddleware/error', error);
        }
      }
      return result;
    };

  return { middleware, startAppListening };
}
