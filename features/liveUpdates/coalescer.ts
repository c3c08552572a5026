/**
 * Schedules a callback for later and returns a function that cancels it (live/frameScheduler.ts:
 * the next animation frame, or a short timer where frames do not run).
 */
export type FlushScheduler = (flush: () => void) => () => void;

export interface Coalescer<V> {
  /** Keeps `value` as the latest of `key` (replacing an earlier one not yet delivered). */
  push: (key: string, value: V) => void;
  /** Delivers nothing more: what is waiting is dropped and no flush stays scheduled. */
  stop: () => void;
}

/**
 * Keeps only the latest value per key and delivers what waits once per scheduled flush, in the
 * order of their latest update: a flood of messages about the same few subjects costs one delivery
 * per subject per flush, however many arrive in between, and the last state wins.
 */
export function createCoalescer<V>(
  schedule: FlushScheduler,
  deliver: (value: V, key: string) => void,
): Coalescer<V> {
  let waiting = new Map<string, V>();
  let scheduled = false;
  let cancel: (() => void) | null = null;
  let stopped = false;
  // Read through a call: `schedule` may have flushed (and cleared it) before it returned.
  const isScheduled = (): boolean => scheduled;
  const flush = (): void => {
    scheduled = false;
    cancel = null;
    const batch = waiting;
    waiting = new Map();
    for (const [key, value] of batch) {
      if (stopped) return;
      deliver(value, key);
    }
  };
  return {
    push(key, value) {
      if (stopped) return;
      // Re-inserted: the delivery order is the order of each subject's latest update.
      waiting.delete(key);
      waiting.set(key, value);
      if (scheduled) return;
      scheduled = true;
      const cancelFlush = schedule(flush);
      // A scheduler may flush at once (a task already due): then there is nothing to cancel.
      if (isScheduled()) cancel = cancelFlush;
    },
    stop() {
      stopped = true;
      waiting.clear();
      cancel?.();
      cancel = null;
      scheduled = false;
    },
  };
}
