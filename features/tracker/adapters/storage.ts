import type { StoragePort } from '../environment';

/** The browser globals the storage adapter uses. */
export interface StorageGlobals {
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * `sessionStorage`, the tab's own: the next page of this tab (a reload, back/forward, a crash
 * restore) finds the queue, and no other tab ever does, so two tabs never send the same events.
 * Read lazily: merely reading `window.sessionStorage` throws a SecurityError where storage is
 * blocked, so every call goes through the getter and may throw. The core catches those errors and
 * keeps the queue in memory.
 */
export function createSessionStoragePort(globals: StorageGlobals = window): StoragePort {
  return {
    getItem: (key) => globals.sessionStorage.getItem(key),
    setItem: (key, value) => {
      globals.sessionStorage.setItem(key, value);
    },
    removeItem: (key) => {
      globals.sessionStorage.removeItem(key);
    },
  };
}

/**
 * `localStorage`, the site's: the events a page hands over when hidden, left or closed wait there
 * for the next page of the site, whatever its tab (a closed tab's `sessionStorage` is gone with
 * it). Read lazily, for the same reason as {@link createSessionStoragePort}.
 */
export function createLocalStoragePort(globals: StorageGlobals = window): StoragePort {
  return {
    getItem: (key) => globals.localStorage.getItem(key),
    setItem: (key, value) => {
      globals.localStorage.setItem(key, value);
    },
    removeItem: (key) => {
      globals.localStorage.removeItem(key);
    },
  };
}
