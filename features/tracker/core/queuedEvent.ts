import type { TrackerEvent } from '../types';

/** Key of the shared static fields on a queued event (a symbol: `JSON.stringify` skips it). */
export const SHARED: unique symbol = Symbol('tracker.sharedFields');

/** Static fields shared by many events, with their JSON members pre-serialized. */
export interface SharedFields {
  readonly fields: Readonly<Record<string, string>>;
  /** `JSON.stringify(fields)` without its braces, e.g. `"project_id":"p1","mode":"spa"`. */
  readonly json: string;
}

/**
 * An event in the queue: its own values (`event`, `timestamp`, page, timings, extra data) and,
 * under {@link SHARED}, the static fields it shares with the other events of the same user. Events
 * restored from storage are complete {@link TrackerEvent}s without {@link SHARED}.
 */
export interface QueuedEvent {
  readonly event: string;
  readonly [SHARED]?: SharedFields;
  readonly [field: string]: unknown;
}

/**
 * The wire JSON of a queued event: the shared members, then its own. May throw like
 * `JSON.stringify` (a BigInt or a cycle in extra data).
 */
export function serializeEvent(event: QueuedEvent): string {
  const own = JSON.stringify(event);
  const shared = event[SHARED];
  return shared === undefined ? own : `{${shared.json},${own.slice(1)}`;
}

/** The complete wire event of a queued event, as an object (for tests and debugging). */
export function toTrackerEvent(event: QueuedEvent): TrackerEvent {
  return JSON.parse(serializeEvent(event)) as TrackerEvent;
}
