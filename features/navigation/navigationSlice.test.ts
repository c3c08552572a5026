import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { CASHIER_ROUTES, pathOfRoute, routeOfPath } from './routes';
import { routeChanged, navigationSlice, selectRoute } from './navigationSlice';

describe('cashier routes', () => {
  it('lists exactly the route identifiers of the embedding contract', () => {
    expect([...CASHIER_ROUTES]).toEqual([
      '/',
      'transaction-history',
      'terms-and-conditions',
      'support',
      'fast-deposit',
    ]);
  });

  it('keeps the current route as state changed by navigation/routeChanged', () => {
    const store = configureStore({
      reducer: { [navigationSlice.reducerPath]: navigationSlice.reducer },
    });
    expect(selectRoute(store.getState())).toBe('/');
    const action = routeChanged('support');
    expect(action.type).toBe('navigation/routeChanged');
    store.dispatch(action);
    expect(selectRoute(store.getState())).toBe('support');
  });

  it('maps routes to paths and back, unknown paths to the cashier', () => {
    for (const route of CASHIER_ROUTES) expect(routeOfPath(pathOfRoute(route))).toBe(route);
    expect(routeOfPath('/transaction-history/')).toBe('transaction-history');
    expect(routeOfPath('/nope')).toBe('/');
    expect(routeOfPath('')).toBe('/');
  });
});
