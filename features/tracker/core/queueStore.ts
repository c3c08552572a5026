import type { StoragePort } from '../environment';
import type { QueuedEvent } from './queuedEvent';
import { batchBody, serializeEvents } from './batching';

/** Format version of the stored queue. */
const STORED_VERSION = 1;

/**
 * The web-storage key of a project's queue: `<namespace>:<projectId>:queue`, so trackers of two
 * projects on one site never share a queue.
 */
export function queueStorageKey(namespace: string, projectId: string): string {
  return `${namespace}:${projectId}:queue`;
}

/** Keeps the queue in web storage so it survives a reload or a crash. */
export interface QueueStore {
  /** The stored events, oldest first; `[]` when none, unreadable or malformed. */
  load(): QueuedEvent[];
  /** Replaces the stored events (removes the key when `events` is empty). */
  save(events: readonly QueuedEvent[]): void;
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
  return {
    load() {
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
    },
    save(events) {
      try {
        if (events.length === 0) {
          storage.removeItem(key);
          return;
        }
        const body = batchBody(serializeEvents(events).json);
        storage.setItem(key, `{"v":${STORED_VERSION},"events":${body}}`);
      } catch {
        // Blocked or full storage: the queue stays in memory only.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored that could be read either.
      }
    },
  };
}
