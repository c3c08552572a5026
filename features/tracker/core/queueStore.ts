import type { StoragePort } from '../environment';
import type { QueuedEvent } from './queuedEvent';
import { batchBody, serializeEvents } from './batching';
import { droppedCount } from './dropReport';

/** Format version of the stored queue. */
const STORED_VERSION = 1;

/**
 * The web-storage key of a project's queue: `<namespace>:<projectId>:queue`, so trackers of two
 * projects on one site never share a queue.
 */
export function queueStorageKey(namespace: string, projectId: string): string {
  return `${namespace}:${projectId}:queue`;
}

/**
 * The tab's stored queue (a reload, a back/forward navigation or a crash restore finds it): a
 * mirror of the live queue while the page is shown, the events handed over while it is hidden.
 */
export interface QueueStore {
  /** The stored events, oldest first; `[]` when none, unreadable or malformed. */
  load(): QueuedEvent[];
  /** Replaces the stored events (removes the key when `events` is empty); false when not saved. */
  save(events: readonly QueuedEvent[]): boolean;
  /**
   * Adds `events` after the stored ones, keeping the newest `maxSize`: whether it was saved, and
   * how many tracked events the oldest dropped held (`droppedCount`).
   */
  append(events: readonly QueuedEvent[], maxSize: number): { saved: boolean; dropped: number };
  /** The stored events, removed from storage (whoever takes them sends them). */
  take(): QueuedEvent[];
  /** Removes the stored events. */
  clear(): void;
}

/** Whether a stored value looks like a wire event (it becomes a queued event without shared fields). */
function isStoredEvent(value: unknown): value is QueuedEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.event === 'string' &&
    typeof record.project_id === 'string' &&
    typeof record.timestamp === 'number'
  );
}

/**
 * A {@link QueueStore} over `storage` under `key`. Storage that is blocked, full or throws for
 * any reason (SecurityError, QuotaExceededError) is ignored silently: the queue then lives in
 * memory only.
 */
export function createQueueStore(storage: StoragePort, key: string): QueueStore {
  const load = (): QueuedEvent[] => {
    try {
      const raw = storage.getItem(key);
      if (raw === null) return [];
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null) return [];
      const { v, events } = parsed as { v?: unknown; events?: unknown };
      if (v !== STORED_VERSION || !Array.isArray(events)) return [];
      return events.filter(isStoredEvent);
    } catch {
      return [];
    }
  };
  const clear = (): void => {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing stored that could be read either.
    }
  };
  const save = (events: readonly QueuedEvent[]): boolean => {
    try {
      if (events.length === 0) {
        storage.removeItem(key);
        return true;
      }
      const body = batchBody(serializeEvents(events).json);
      storage.setItem(key, `{"v":${STORED_VERSION},"events":${body}}`);
      return true;
    } catch {
      // Blocked or full storage: the queue stays in memory only.
      return false;
    }
  };
  return {
    load,
    save,
    append(events, maxSize) {
      if (events.length === 0) return { saved: true, dropped: 0 };
      const all = [...load(), ...events];
      const excess = Math.max(0, all.length - maxSize);
      const saved = save(excess > 0 ? all.slice(excess) : all);
      return { saved, dropped: saved ? droppedCount(all.slice(0, excess)) : 0 };
    },
    take() {
      const events = load();
      if (events.length > 0) clear();
      return events;
    },
    clear,
  };
}
