/**
 * Entry of the lite standalone build (`dist/tracker/tracker-lite.js`): like `standalone.ts` but
 * without ua-parser-js; user agents are parsed by a small regex parser unless `parseUserAgent`
 * is passed to `createTracker`.
 */
export { createLiteTracker as createTracker } from './createLiteTracker';
export {
  ANONYMOUS_USER_ID,
  API_VERSION,
  DEFAULT_EVENTS_PATH,
  DEFAULT_SEND_INTERVAL,
  LIB_VERSION,
} from './constants';
export type { TrackerOptions } from './core/options';
export type { TrackerEnvironment } from './environment';
export type {
  TrackFields,
  Tracker,
  TrackerEvent,
  TrackerUserMetadata,
  UserAgentParser,
} from './types';
