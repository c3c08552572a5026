import type { QueuedEvent } from './queuedEvent';

/**
 * The event the tracker queues when it had to drop events to stay within its bound
 * (`maxQueueSize`, in memory and in storage): `{ event: 'events_dropped', dropped_count: n }`,
 * sent like any other, so the events API learns how many it will never receive.
 */
export const DROPPED_EVENT = 'events_dropped';

/** The field of {@link DROPPED_EVENT} holding how many events were dropped. */
export const DROPPED_COUNT_FIELD = 'dropped_count';

/**
 * How many tracked events dropping `event` loses: one, or, for a {@link DROPPED_EVENT} report
 * dropped in turn, the count it carried (the report itself is not a tracked event), so a later
 * report still accounts for every dropped event.
 */
export function droppedWeight(event: QueuedEvent): number {
  if (event.event !== DROPPED_EVENT) return 1;
  const count = event[DROPPED_COUNT_FIELD];
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/** How many tracked events dropping all of `events` loses ({@link droppedWeight}). */
export function droppedCount(events: readonly QueuedEvent[]): number {
  let count = 0;
  for (const event of events) count += droppedWeight(event);
  return count;
}
