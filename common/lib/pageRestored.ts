import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where `pageshow` is listened for: the window, or a stand-in in tests. */
export type PageShowTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

function windowTarget(): PageShowTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** `pageshow` with `persisted`: the page came back from the back-forward cache, as it was left. */
export function isRestoredPageShow(event: Event): boolean {
  return event.type === 'pageshow' && 'persisted' in event && event.persisted === true;
}

/**
 * Calls `callback` each time the browser shows this page again from its back-forward cache
 * (Chromium, WebKit and Firefox restore a page left by Back or Forward without loading it again:
 * no script starts, timers and sockets were frozen or closed meanwhile; HTML Living Standard,
 * "pageshow", `PageTransitionEvent.persisted`). A first load is not a restore. Returns `stop`.
 */
export function onPageRestored(
  callback: () => void,
  target: PageShowTarget | null = windowTarget(),
): () => void {
  if (!target) return () => undefined;
  const listener = (event: Event): void => {
    if (isRestoredPageShow(event)) callback();
  };
  target.addEventListener('pageshow', listener);
  return () => {
    target.removeEventListener('pageshow', listener);
  };
}

/**
 * How long a restored page may take to draw what its restore asked for before it is loaded anew
 * (`usePageRestored`). A healthy page draws in well under a second, also on a busy machine; the
 * cost of a page that was only slow is a reload, which shows the same thing.
 */
export const RESTORE_DRAW_MS = 3000;

/** Loads the page anew (a thin adapter, replaced in tests). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * {@link onPageRestored} for a component's lifetime, with its latest `callback`; and a page that
 * cannot draw the restore is loaded anew.
 *
 * WebKit (seen in WebKitGTK 2.50) can drop a `MessagePort` message that is in flight when the
 * page goes into its back-forward cache. React's scheduler wakes itself with exactly such a
 * message whenever it has work (a render, a time slice, passive effects), and a lost one is never
 * sent again: the scheduler still believes it is running, so after the restore no update but a
 * discrete event's is ever drawn. `callback`'s state updates (the payment waiting on return, the
 * answers it asks for) would then never show, and the page would stay as it was left ("Taking you
 * to the payment provider…") for good. So each restore also re-renders this component, and if
 * that render has not been committed within {@link RESTORE_DRAW_MS} the page is reloaded
 * (`pageReload`): what `callback` would have shown is what a fresh load shows (a payment kept for
 * the return is in `sessionStorage`, submit/pendingRedirectStore.ts).
 */
export function usePageRestored(callback: () => void): void {
  const latest = useRef(callback);
  /** Restores asked for (state: drawing it is what is watched) and drawn (set as it commits). */
  const [restores, setRestores] = useState(0);
  const drawn = useRef(0);
  useEffect(() => {
    latest.current = callback;
  });
  // A layout effect: it runs as the render commits, not in a task the scheduler runs later.
  useLayoutEffect(() => {
    drawn.current = restores;
  }, [restores]);
  useEffect(() => {
    let asked = 0;
    let watch: ReturnType<typeof setTimeout> | undefined;
    const stop = onPageRestored(() => {
      latest.current();
      asked += 1;
      const restore = asked;
      setRestores(restore);
      clearTimeout(watch);
      watch = setTimeout(() => {
        if (drawn.current < restore) pageReload.reload();
      }, RESTORE_DRAW_MS);
    });
    return () => {
      stop();
      clearTimeout(watch);
    };
  }, []);
}
