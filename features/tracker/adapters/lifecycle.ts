import type { LifecycleEvent, LifecyclePort } from '../environment';

/** The browser globals the lifecycle adapter listens to. */
export interface LifecycleGlobals {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * Reports `document` `visibilitychange` as `'hidden'`/`'visible'` and `window` `pagehide` as
 * `'pagehide'` (the events that still fire when a mobile page is closed; `unload` is not used).
 */
export function createLifecyclePort(globals: LifecycleGlobals = window): LifecyclePort {
  return {
    subscribe(listener: (event: LifecycleEvent) => void) {
      const onVisibility = (): void => {
        listener(globals.document.visibilityState === 'hidden' ? 'hidden' : 'visible');
      };
      const onPageHide = (): void => {
        listener('pagehide');
      };
      globals.document.addEventListener('visibilitychange', onVisibility);
      globals.addEventListener('pagehide', onPageHide);
      return () => {
        globals.document.removeEventListener('visibilitychange', onVisibility);
        globals.removeEventListener('pagehide', onPageHide);
      };
    },
  };
}
