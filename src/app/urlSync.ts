import type { Unsubscribe } from '@reduxjs/toolkit';
import type { CashierRoute } from '@features/navigation';
import { pathOfRoute, routeChanged, routeOfPath, selectRoute } from '@features/navigation';
import type { AppStore } from '@/app/store';

/** Routes shown as a dialog over another page. */
const MODAL_ROUTES: ReadonlySet<CashierRoute> = new Set(['fast-deposit']);

/**
 * Mirrors the widget route (Redux state) to the URL of the standalone app: a deep link opens its
 * route, navigating pushes a history entry, Back and Forward restore the route. The embedded
 * widget does not call this, so it never touches the host page's URL.
 */
export function syncRouteWithUrl(store: AppStore, win: Window = window): Unsubscribe {
  const initial = routeOfPath(win.location.pathname);
  // An unknown path opens the cashier, and the address bar says so (links to it then work too).
  const initialPath = pathOfRoute(initial);
  if (win.location.pathname !== initialPath) {
    win.history.replaceState(
      win.history.state,
      '',
      initialPath + win.location.search + win.location.hash,
    );
  }
  if (selectRoute(store.getState()) !== initial) store.dispatch(routeChanged(initial));
  let current = selectRoute(store.getState());

  const onPopState = () => {
    const route = routeOfPath(win.location.pathname);
    current = route; // set first: the store change below must not push a new entry
    store.dispatch(routeChanged(route));
  };
  win.addEventListener('popstate', onPopState);

  const unsubscribe = store.subscribe(() => {
    const route = selectRoute(store.getState());
    if (route === current) return;
    // Leaving a modal route (the fast-deposit dialog) replaces its entry: Back after closing it
    // goes to where the player was before, not into the dialog again.
    const leavingModal = MODAL_ROUTES.has(current);
    current = route;
    const path = pathOfRoute(route);
    if (win.location.pathname === path) return;
    if (leavingModal) win.history.replaceState({ route }, '', path + win.location.search);
    else win.history.pushState({ route }, '', path + win.location.search);
  });

  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}
