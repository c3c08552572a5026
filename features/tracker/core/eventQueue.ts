import { droppedCount } from './dropReport';
import type { QueuedEvent } from './queuedEvent';

/**
 * The ordered, bounded queue of events waiting to be sent. Events handed to a request are
 * marked in flight: they stay in place (so a failure keeps the order) but are not handed out
 * again until that request settles.
 */
export interface EventQueue {
  /** Number of queued events, in flight included. */
  readonly size: number;
  /**
   * Appends one event; returns how many tracked events were dropped (the oldest first) to stay
   * within the bound ({@link droppedCount}: a dropped `events_dropped` report counts what it
   * carried). `{ bounded: false }` appends past the bound (the drop report itself), and the next
   * bounded push trims.
   */
  push(event: QueuedEvent, options?: { readonly bounded: boolean }): number;
  /** Puts `events` before the queued ones (restored from storage); returns how many were dropped, as `push`. */
  prepend(events: readonly QueuedEvent[]): number;
  /** The queued events that are not in flight, oldest first. */
  pending(): QueuedEvent[];
  /** Marks `events` as handed to a request. */
  markInFlight(events: readonly QueuedEvent[]): void;
  /** Ends a request: delivered events leave the queue, undelivered ones become pending again. */
  settle(events: readonly QueuedEvent[], delivered: boolean): void;
  /** Removes `events` (e.g. accepted by `sendBeacon`). */
  remove(events: readonly QueuedEvent[]): void;
  /** Every queued event, oldest first (for storage). */
  snapshot(): readonly QueuedEvent[];
  /** Drops everything. */
  clear(): void;
}

/**
 * A new empty queue holding at most `maxSize` events (the oldest are dropped first).
 *
 * @param maxSize - A positive integer bound.
 */
export function createEventQueue(maxSize: number): EventQueue {
  let events: QueuedEvent[] = [];
  const inFlight = new Set<QueuedEvent>();

  const trim = (): number => {
    const excess = events.length - maxSize;
    if (excess <= 0) return 0;
    const dropped = events.splice(0, excess);
    for (const event of dropped) inFlight.delete(event);
    return droppedCount(dropped);
  };

  const removeAll = (gone: readonly QueuedEvent[]): void => {
    const goneSet = new Set(gone);
    for (const event of gone) inFlight.delete(event);
    events = events.filter((event) => !goneSet.has(event));
  };

  return {
    get size() {
      return events.length;
    },
    push(event, options) {
      events.push(event);
      return events.length > maxSize && options?.bounded !== false ? trim() : 0;
    },
    prepend(restored) {
      events = [...restored, ...events];
      return trim();
    },
    pending() {
      return inFlight.size === 0 ? events.slice() : events.filter((e) => !inFlight.has(e));
    },
    markInFlight(batch) {
      for (const event of batch) inFlight.add(event);
    },
    settle(batch, delivered) {
      if (delivered) removeAll(batch);
      else for (const event of batch) inFlight.delete(event);
    },
    remove: removeAll,
    snapshot() {
      return events;
    },
    clear() {
      events = [];
      inFlight.clear();
    },
  };
}
