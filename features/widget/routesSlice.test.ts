import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { WIDGET_ROUTES, pathOfRoute, routeOfPath } from './routes';
import { routeChanged, routesSlice, selectRoute } from './routesSlice';

describe('widget routes', () => {
  it('lists exactly the route identifiers of the widget contract', () => {
    expect([...WIDGET_ROUTES]).toEqual([
      '/',
      'transaction-history',
      'terms-and-conditions',
      'support',
      'fast-deposit',
    ]);
  });

  it('keeps the current route as state changed by widget/routeChanged', () => {
    const store = configureStore({ reducer: { [routesSlice.reducerPath]: routesSlice.reducer } });
    expect(selectRoute(store.getState())).toBe('/');
    const action = routeChanged('support');
    expect(action.type).toBe('widget/routeChanged');
    store.dispatch(action);
    expect(selectRoute(store.getState())).toBe('support');
  });

  it('maps routes to paths and back, unknown paths to the cashier', () => {
    for (const route of WIDGET_ROUTES) expect(routeOfPath(pathOfRoute(route))).toBe(route);
    expect(routeOfPath('/transaction-history/')).toBe('transaction-history');
    expect(routeOfPath('/nope')).toBe('/');
    expect(routeOfPath('')).toBe('/');
  });
});
