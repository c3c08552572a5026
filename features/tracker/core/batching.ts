import { type QueuedEvent, serializeEvent } from './queuedEvent';
import { utf8ByteLength } from './utf8';

/** One request body: a JSON array of events, and its size in UTF-8 bytes. */
export interface Chunk {
  readonly events: readonly QueuedEvent[];
  readonly body: string;
  readonly bytes: number;
}

/** Events serialized one by one; those whose extra data cannot be serialized are set apart. */
export interface SerializedEvents {
  readonly events: QueuedEvent[];
  readonly json: string[];
  /** Events `JSON.stringify` throws on (a BigInt or a cycle in extra data): never sendable. */
  readonly unserializable: QueuedEvent[];
}

/** Serializes each event on its own so one bad event cannot block a batch. */
export function serializeEvents(events: readonly QueuedEvent[]): SerializedEvents {
  const result: SerializedEvents = { events: [], json: [], unserializable: [] };
  for (const event of events) {
    try {
      result.json.push(serializeEvent(event));
      result.events.push(event);
    } catch {
      result.unserializable.push(event);
    }
  }
  return result;
}

/** The JSON array body of already serialized events. */
export function batchBody(json: readonly string[]): string {
  return `[${json.join(',')}]`;
}

/** The outcome of {@link chunkEvents}. */
export interface ChunkedEvents {
  /** Bodies of at most `maxBytes` each, in queue order. */
  readonly chunks: Chunk[];
  /** Events whose own array body is larger than `maxBytes` (left for a normal fetch). */
  readonly oversized: QueuedEvent[];
  readonly unserializable: QueuedEvent[];
}

/**
 * Splits `events`, in order, into JSON array bodies of at most `maxBytes` UTF-8 bytes each, as
 * needed before `sendBeacon` (64 KiB per page in flight) — measured before sending, never by
 * trial and error.
 */
export function chunkEvents(events: readonly QueuedEvent[], maxBytes: number): ChunkedEvents {
  const serialized = serializeEvents(events);
  const result: ChunkedEvents = {
    chunks: [],
    oversized: [],
    unserializable: serialized.unserializable,
  };
  let open: { events: QueuedEvent[]; json: string[]; bytes: number } | undefined;
  const close = (): void => {
    if (open === undefined) return;
    result.chunks.push({ events: open.events, body: batchBody(open.json), bytes: open.bytes });
    open = undefined;
  };

  serialized.events.forEach((event, index) => {
    const json = serialized.json[index] ?? '';
    const size = utf8ByteLength(json);
    if (size + 2 > maxBytes) {
      result.oversized.push(event);
      return;
    }
    if (open !== undefined && open.bytes + 1 + size > maxBytes) close();
    if (open === undefined) open = { events: [event], json: [json], bytes: 2 + size };
    else {
      open.events.push(event);
      open.json.push(json);
      open.bytes += 1 + size;
    }
  });
  close();
  return result;
}
