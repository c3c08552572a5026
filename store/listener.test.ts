import { describe, expect, it, vi } from 'vitest';
import { routeChanged, selectRoute } from '@features/navigation';
import { paymentHistoryRequested } from '@features/payments';
import { makeStore } from '@/app/store';

describe("the store's listener", () => {
  it('runs an effect once the reducers have seen its action, with the new state', () => {
    const store = makeStore();
    const seen: string[] = [];
    store.startAppListening({
      actionCreator: routeChanged,
      effect: ({ payload }, { getState }) => {
        seen.push(`${payload} ${selectRoute(getState())}`);
      },
    });
    store.dispatch(routeChanged('support'));
    expect(seen).toEqual(['support support']);
    store.dispose();
  });

  it('hands its predicate the state before and after the action', () => {
    const store = makeStore();
    const routes: string[] = [];
    store.startAppListening({
      predicate: (_action, current, original) => selectRoute(current) !== selectRoute(original),
      effect: (_action, { getState }) => routes.push(selectRoute(getState())),
    });
    store.dispatch(routeChanged('support'));
    store.dispatch(routeChanged('support'));
    store.dispatch(routeChanged('/'));
    expect(routes).toEqual(['support', '/']);
    store.dispose();
  });

  it('runs the effects of actions an effect dispatches, and its own listeners in order', () => {
    const store = makeStore();
    const order: string[] = [];
    store.startAppListening({
      matcher: paymentHistoryRequested.match,
      effect: () => order.push('first'),
    });
    store.startAppListening({
      actionCreator: routeChanged,
      effect: ({ payload }) => order.push(`route ${payload}`),
    });
    store.startAppListening({
      matcher: paymentHistoryRequested.match,
      effect: () => order.push('second'),
    });
    // The store's own history navigation listener (registered first) dispatches routeChanged: its
    // listeners run within, before the next listener of the outer action.
    store.dispatch(paymentHistoryRequested({ paymentId: 'pay_1' }));
    expect(order).toEqual(['route transaction-history', 'first', 'second']);
    store.dispose();
  });

  it('logs a failing effect and lets the dispatch and the other listeners go on', () => {
    const store = makeStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    store.startAppListening({
      actionCreator: routeChanged,
      effect: () => {
        throw new Error('boom');
      },
    });
    store.startAppListening({ actionCreator: routeChanged, effect: after });
    expect(() => store.dispatch(routeChanged('support'))).not.toThrow();
    expect(selectRoute(store.getState())).toBe('support');
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('listenerMiddleware/error', new Error('boom'));
    store.dispose();
  });

  it('stops calling an effect once unsubscribed, and lets thunks pass by', () => {
    const store = makeStore();
    const effect = vi.fn();
    const stop = store.startAppListening({ predicate: () => true, effect });
    const result = store.dispatch(() => 'thunk result');
    expect(result).toBe('thunk result');
    expect(effect).not.toHaveBeenCalled();
    stop();
    store.dispatch(routeChanged('support'));
    expect(effect).not.toHaveBeenCalled();
    store.dispose();
  });
});
