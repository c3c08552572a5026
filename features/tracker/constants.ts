/** Constants of the visitor event tracker (docs/tracking.md): versions, wire path and defaults. */

/** Version of this tracker library, sent as `lib_version` in every event. */
export const LIB_VERSION = '0.0.33';

/** Version of the events API, sent as the `X-Api-Version` header of every fetch. */
export const API_VERSION = 'v2';

/** Default path of the events endpoint (POST, JSON array body). */
export const DEFAULT_EVENTS_PATH = '/api-fe-events/v1/events';

/** Default interval between two timed flushes, in milliseconds. */
export const DEFAULT_SEND_INTERVAL = 30000;

/** The special user id of an identified but anonymous visitor (no `user_id` is sent for it). */
export const ANONYMOUS_USER_ID = 'anonymous';

/** Default bound of the event queue; past it the oldest events are dropped. */
export const DEFAULT_MAX_QUEUE_SIZE = 10000;

/** Default namespace of the web-storage key that keeps the queue across reloads. */
export const DEFAULT_STORAGE_NAMESPACE = 'visitor-tracker';

/**
 * The largest body, in UTF-8 bytes, of one `sendBeacon` call or keepalive fetch: browsers cap
 * the bodies in flight of both at 64 KiB per page.
 */
export const MAX_BEACON_BYTES = 65536;

/**
 * How long one events request may take before it counts as failed: flushes run one after another,
 * so a request that never answered would hold back every later one.
 */
export const REQUEST_TIMEOUT_MS = 20000;

/** Events that are queued without an identified user (page-level interlayer events). */
export const IDENTITY_EXEMPT_EVENTS: ReadonlySet<string> = new Set([
  'interlayer_visited',
  'interlayer_redirected',
  'interlayer_no_redirect',
]);

/** The message of the error `track()` throws for a non-exempt event before `identify()`. */
export const IDENTITY_ERROR_MESSAGE = 'User is not identified. Please call identity method first.';
