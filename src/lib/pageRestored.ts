import { useEffect, useRef } from 'react';

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

/** {@link onPageRestored} for a component's lifetime, with its latest `callback`. */
export function usePageRestored(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () =>
      onPageRestored(() => {
        latest.current();
      }),
    [],
  );
}
