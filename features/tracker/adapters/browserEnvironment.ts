import type { TrackerEnvironment } from '../environment';
import { createClockPort } from './clock';
import { type LifecycleGlobals, createLifecyclePort } from './lifecycle';
import { type PageGlobals, createPagePort } from './page';
import { type StorageGlobals, createLocalStoragePort, createSessionStoragePort } from './storage';
import { type TransportGlobals, createTransportPort } from './transport';

/** Everything the browser adapters read from a window. */
export type BrowserGlobals = PageGlobals & TransportGlobals & StorageGlobals & LifecycleGlobals;

/**
 * The tracker's environment over a real browser window (the default), or any window-like object
 * such as a happy-dom `Window`: page, fetch/sendBeacon, `sessionStorage` and `localStorage`, page lifecycle, timers
 * and `console`.
 */
export function createBrowserEnvironment(globals: BrowserGlobals = window): TrackerEnvironment {
  return {
    page: createPagePort(globals),
    transport: createTransportPort(globals),
    storage: createSessionStoragePort(globals),
    keptStorage: createLocalStoragePort(globals),
    lifecycle: createLifecyclePort(globals),
    clock: createClockPort(),
    logger: console,
  };
}
