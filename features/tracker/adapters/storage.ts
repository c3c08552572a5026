import type { StoragePort } from '../environment';

/** The browser globals the storage adapter uses. */
export interface StorageGlobals {
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
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
