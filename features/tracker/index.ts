/**
 * Public surface of the visitor event tracker: named exports only. Framework-free (no React, no
 * Redux): a Redux middleware calls `tracker.track(...)` from store/. The Vite plugin of the
 * inline page-load script is Node-side build tooling: `tooling/vite/inlinePageLoadPlugin.ts`.
 */
export { createTracker } from './createTracker';
export { createLiteTracker } from './createLiteTracker';
export { createBrowserEnvironment } from './adapters/browserEnvironment';
export type { BrowserGlobals } from './adapters/browserEnvironment';
export {
  ANONYMOUS_USER_ID,
  API_VERSION,
  DEFAULT_EVENTS_PATH,
  DEFAULT_MAX_QUEUE_SIZE,
  DEFAULT_SEND_INTERVAL,
  DEFAULT_STORAGE_NAMESPACE,
  IDENTITY_ERROR_MESSAGE,
  IDENTITY_EXEMPT_EVENTS,
  LIB_VERSION,
  MAX_BEACON_BYTES,
} from './constants';
export type { TrackerOptions } from './core/options';
export type {
  ClockPort,
  LifecycleEvent,
  LifecyclePort,
  LoggerPort,
  PageLocation,
  PagePort,
  PostRequest,
  StoragePort,
  TrackerEnvironment,
  TransportPort,
} from './environment';
export type {
  DeviceKind,
  ParsedUserAgent,
  TrackContext,
  TrackFields,
  Tracker,
  TrackerEvent,
  TrackerMode,
  TrackerUser,
  TrackerUserMetadata,
  TrackingConsent,
  UserAgentParser,
} from './types';
export { parseUserAgentWithUaParser } from './ua/uaParserJs';
export { parseUserAgentSimply } from './ua/simpleUserAgent';
