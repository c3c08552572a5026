import { LIB_VERSION } from '../constants';
import type { PagePath } from '../environment';
import type { ParsedUserAgent, TrackFields, TrackerMode } from '../types';
import type { Attribution } from './attribution';
import { deviceKind } from './device';
import { type IdentityState, sentUserId } from './identity';
import { type QueuedEvent, SHARED, type SharedFields } from './queuedEvent';
import { TIMING_FIELDS, isKeptTiming } from './timingFields';

/** Every key of the event schema: extra data passed to `track()` never sets one of them. */
export const SCHEMA_FIELDS: ReadonlySet<string> = new Set([
  'event',
  'project_id',
  'mode',
  'lib_version',
  'core_version',
  'timestamp',
  'stag',
  'device',
  'browser',
  'temp_player_id',
  'license',
  'ip_country',
  'interlayer_id',
  'connection_type',
  'hostname',
  'pathname',
  'user_id',
  ...TIMING_FIELDS,
]);

const TIMING_KEYS: ReadonlySet<string> = new Set(TIMING_FIELDS);

/** What the event-independent part of every event is made of. */
export interface EventContext {
  readonly projectId: string;
  readonly mode: TrackerMode;
  readonly coreVersion?: string | undefined;
  /** Already merged: identify's metadata first, then the page. */
  readonly attribution: Attribution;
  readonly userAgent: ParsedUserAgent;
  readonly identity: IdentityState;
}

/** The part of every event that changes only on identify/reset (computed once, shared by events). */
export type StaticFields = Readonly<Record<string, string>>;

function put(target: Record<string, string>, key: string, value: string | undefined): void {
  if (value !== undefined && value !== '') target[key] = value;
}

/**
 * The static fields of `context`: project, mode, versions, attribution, device, browser and the
 * user's data. Unknown values leave their key out.
 */
export function buildStaticFields(context: EventContext): StaticFields {
  const fields: Record<string, string> = {
    project_id: context.projectId,
    mode: context.mode,
    lib_version: LIB_VERSION,
  };
  const metadata = context.identity.status === 'identified' ? context.identity.user.metadata : {};
  put(fields, 'core_version', context.coreVersion);
  put(fields, 'stag', context.attribution.stag);
  fields.device = deviceKind(context.userAgent.deviceType);
  put(fields, 'browser', context.userAgent.browser);
  put(fields, 'temp_player_id', metadata.tempPlayerId);
  put(fields, 'license', metadata.license);
  put(fields, 'ip_country', metadata.ipCountry);
  put(fields, 'interlayer_id', context.attribution.interlayerId);
  put(fields, 'user_id', sentUserId(context.identity));
  return fields;
}

/** Static fields in the form events share them: serialized once, not copied into each event. */
export function shareStaticFields(fields: StaticFields): SharedFields {
  return { fields, json: JSON.stringify(fields).slice(1, -1) };
}

type EventDraft = Record<string, unknown> & { [SHARED]?: SharedFields };

/**
 * One queued event: the name, time, page path and connection type, the kept timing fields (positive finite numbers
 * only) and the extra keys of `fields` that are not schema keys, plus a reference to the shared
 * static fields. Only the per-event values are copied, which keeps `track()` cheap.
 *
 * @param timestamp - Milliseconds since the Unix epoch.
 */
export function buildEvent(
  name: string,
  shared: SharedFields,
  timestamp: number,
  page: PagePath,
  connectionType: string | undefined,
  fields?: Readonly<TrackFields>,
): QueuedEvent {
  const event: EventDraft = {
    event: name,
    timestamp,
    hostname: page.hostname,
    pathname: page.pathname,
  };
  if (connectionType !== undefined && connectionType !== '') event.connection_type = connectionType;
  if (fields !== undefined) {
    // for…in (no key array per event); `fields` is a plain object literal from the caller.
    for (const key in fields) {
      if (!Object.hasOwn(fields, key)) continue;
      const value = fields[key];
      if (TIMING_KEYS.has(key)) {
        if (isKeptTiming(value)) event[key] = value;
      } else if (!SCHEMA_FIELDS.has(key)) event[key] = value;
    }
  }
  event[SHARED] = shared;
  return event as QueuedEvent;
}
