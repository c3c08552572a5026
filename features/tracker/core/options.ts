import {
  DEFAULT_EVENTS_PATH,
  DEFAULT_MAX_QUEUE_SIZE,
  DEFAULT_SEND_INTERVAL,
  DEFAULT_STORAGE_NAMESPACE,
} from '../constants';
import type { TrackerEnvironment } from '../environment';
import type { TrackerMode, TrackingConsent, UserAgentParser } from '../types';

/** Options of `createTracker`. Only `projectId` is required. */
export interface TrackerOptions {
  /** The project (site) the events belong to; sent as `project_id`. */
  projectId: string;
  /** `'spa'` (default) or `'ssr'` (POSTs to the site origin with `?no-cookie=true`). */
  mode?: TrackerMode;
  /** Path of the events endpoint; default `'/api-fe-events/v1/events'`. */
  eventsPath?: string;
  /** spa mode: origin of the events API when it is not the page's (e.g. `'https://events.example'`). */
  endpointOrigin?: string;
  /** Milliseconds between timed flushes; default 30000. */
  sendInterval?: number;
  /** Version of the host application's core, sent as `core_version` when given. */
  coreVersion?: string;
  /** Bound of the queue; default 10000 (the oldest are dropped past it, with a `console.warn`). */
  maxQueueSize?: number;
  /** Namespace of the storage key `<storageKey>:<projectId>:queue`; default `'visitor-tracker'`. */
  storageKey?: string;
  /** User-agent parser; the full entry defaults to ua-parser-js, the lite entry to a regex. */
  parseUserAgent?: UserAgentParser;
  /** Ports to the outside world; default: the browser window's (`createBrowserEnvironment()`). */
  environment?: TrackerEnvironment;
  /** The visitor's consent at start ({@link TrackingConsent}); default `'granted'`. */
  consent?: TrackingConsent;
}

/** Options with defaults applied and values checked. */
export interface ResolvedOptions {
  readonly projectId: string;
  readonly mode: TrackerMode;
  readonly eventsPath: string;
  readonly endpointOrigin: string | undefined;
  readonly sendInterval: number;
  readonly coreVersion: string | undefined;
  readonly maxQueueSize: number;
  readonly storageNamespace: string;
  readonly consent: TrackingConsent;
}

const TRACKER_MODES: readonly unknown[] = ['spa', 'ssr'] satisfies TrackerMode[];
/** The consent states, for checking what untyped JavaScript passes in. */
export const TRACKING_CONSENTS: readonly unknown[] = [
  'granted',
  'pending',
  'denied',
] satisfies TrackingConsent[];

/** Whether `value` is absent or a positive integer. */
const isCount = (value: number | undefined): boolean =>
  value === undefined || (Number.isInteger(value) && value > 0);

/**
 * Applies the defaults of {@link TrackerOptions}; throws `TypeError('Invalid tracker option: <name>')`
 * for an empty `projectId`, an unknown `mode` or `consent`, or a `sendInterval`/`maxQueueSize` that is not a
 * positive integer.
 */
export function resolveOptions(options: TrackerOptions): ResolvedOptions {
  const invalid = [
    typeof options.projectId === 'string' && options.projectId !== '' ? '' : 'projectId',
    options.mode === undefined || TRACKER_MODES.includes(options.mode) ? '' : 'mode',
    isCount(options.sendInterval) ? '' : 'sendInterval',
    isCount(options.maxQueueSize) ? '' : 'maxQueueSize',
    options.consent === undefined || TRACKING_CONSENTS.includes(options.consent) ? '' : 'consent',
  ].filter(Boolean);
  if (invalid.length > 0) throw new TypeError(`Invalid tracker option: ${invalid.join(', ')}`);
  return {
    projectId: options.projectId,
    mode: options.mode ?? 'spa',
    eventsPath: options.eventsPath ?? DEFAULT_EVENTS_PATH,
    endpointOrigin: options.endpointOrigin,
    sendInterval: options.sendInterval ?? DEFAULT_SEND_INTERVAL,
    coreVersion: options.coreVersion,
    maxQueueSize: options.maxQueueSize ?? DEFAULT_MAX_QUEUE_SIZE,
    storageNamespace: options.storageKey ?? DEFAULT_STORAGE_NAMESPACE,
    consent: options.consent ?? 'granted',
  };
}
