import type { StoragePort } from '../environment';

/** The browser globals the storage adapter uses. */
export interface StorageGlobals {
  readonly localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * `localStorage`, read lazily: merely reading `window.localStorage` throws a SecurityError where
 * storage is blocked, so every call goes through the getter and may throw. The core catches those
 * errors and keeps the queue in memory.
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
