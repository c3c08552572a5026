import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * A middleware that records every action its store sees, in order: pass `middleware` to the
 * cashier (`renderWithProviders(ui, { middleware: [middleware] })`, `mountCashier(host, { middleware })`)
 * and read `actions` to check what the host, the tracker and DevTools would hear.
 */
export function recordActions() {
  const actions: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  return { actions, middleware };
}
