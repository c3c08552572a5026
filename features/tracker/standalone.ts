/**
 * Entry of the standalone ES module build of the tracker (`dist/tracker/tracker.js`): no React,
 * no Redux; ua-parser-js 1.x bundled in as the default user-agent parser.
 */
export { createTracker } from './createTracker';
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
