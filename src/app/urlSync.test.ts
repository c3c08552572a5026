// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { routeChanged, selectRoute } from '@features/navigation';
import { makeStore } from '@/app/store';
import { syncRouteWithUrl } from './urlSync';

describe('syncRouteWithUrl', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('opens the route of a deep link', () => {
    window.history.replaceState(null, '', '/transaction-history?stag=a');
    const store = makeStore();
    const stop = syncRouteWithUrl(store);
    expect(selectRoute(store.getState())).toBe('transaction-history');
    stop();
  });

  it('opens the cashier for an unknown path and shows its address, keeping the query', () => {
    window.history.replaceState(null, '', '/no-such-page?stag=a');
    const store = makeStore();
    const stop = syncRouteWithUrl(store);
    expect(selectRoute(store.getState())).toBe('/');
    expect(window.location.pathname + window.location.search).toBe('/?stag=a');
    stop();
  });

  it('closing the fast-deposit dialog replaces its entry, so Back does not open it again', () => {
    window.history.replaceState(null, '', '/');
    const store = makeStore();
    const stop = syncRouteWithUrl(store);
    const length = window.history.length;
    store.dispatch(routeChanged('fast-deposit'));
    expect(window.location.pathname).toBe('/fast-deposit');
    expect(window.history.length).toBe(length + 1);
    store.dispatch(routeChanged('/'));
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(length + 1);
    stop();
  });

  it('pushes a history entry per route change, keeping the query, and follows Back', () => {
    window.history.replaceState(null, '', '/?stag=a');
    const store = makeStore();
    const stop = syncRouteWithUrl(store);
    const length = window.history.length;
    store.dispatch(routeChanged('support'));
    expect(window.location.pathname + window.location.search).toBe('/support?stag=a');
    expect(window.history.length).toBe(length + 1);

    window.history.replaceState(null, '', '/terms-and-conditions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(selectRoute(store.getState())).toBe('terms-and-conditions');
    expect(window.history.length).toBe(length + 1); // Back did not push anything
    stop();
  });
});
