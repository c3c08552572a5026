import { API_VERSION, MAX_BEACON_BYTES } from '../constants';
import type { LoggerPort, TransportPort } from '../environment';
import type { QueuedEvent } from './queuedEvent';
import { batchBody, chunkEvents, serializeEvents } from './batching';
import { utf8ByteLength } from './utf8';
import type { EventQueue } from './eventQueue';

/** Headers of every fetch of a batch (a beacon cannot carry them). */
export const BATCH_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'X-Api-Version': API_VERSION,
};

/** What a sender needs. */
export interface SenderOptions {
  readonly queue: EventQueue;
  readonly transport: TransportPort;
  /** Absolute URL of the events endpoint. */
  readonly endpoint: string;
  /** Content type of beacon bodies (`application/json` same-origin, `text/plain` cross-origin). */
  readonly beaconContentType: string;
  readonly logger: LoggerPort;
  /** Called whenever the queue changed because of a send (to persist it). */
  readonly onChange: () => void;
}

/** Sends the queue: by fetch on a timer or on demand, by beacon when the page goes away. */
export interface Sender {
  /**
   * POSTs every pending event in one request, with `keepalive` (so closing the page does not
   * cancel it) while the keepalive bytes in flight stay ≤ 64 KiB. Flushes run one after another: a flush called
   * while another is in flight waits for it and then sends what is pending (never the in-flight
   * events). Never rejects: a failure is logged and the events stay queued, in order.
   */
  flush(): Promise<void>;
  /**
   * Sends every pending event now with `sendBeacon`, in bodies of at most 64 KiB; a refused
   * chunk goes by keepalive fetch while the keepalive bytes in flight stay ≤ 64 KiB, else it
   * stays queued. Events larger than 64 KiB on their own wait for the next fetch flush.
   */
  flushByBeacon(): void;
}

/** A {@link Sender} over `options.queue`. */
export function createSender(options: SenderOptions): Sender {
  const { queue, transport, endpoint, logger } = options;
  let chain: Promise<void> = Promise.resolve();
  let keepaliveBytesInFlight = 0;

  const dropUnserializable = (events: readonly QueuedEvent[]): void => {
    if (events.length === 0) return;
    queue.remove(events);
    logger.warn(`Tracker dropped ${events.length} events whose data cannot be serialized`);
  };

  const post = async (
    events: readonly QueuedEvent[],
    body: string,
    keepalive: boolean,
  ): Promise<void> => {
    queue.markInFlight(events);
    let delivered = false;
    try {
      const { status } = await transport.post(endpoint, {
        body,
        headers: BATCH_HEADERS,
        keepalive,
      });
      if (status >= 400) throw new Error(`Events request failed with HTTP ${status}`);
      delivered = true;
    } catch (error) {
      logger.error('Error sending events:', error);
    } finally {
      queue.settle(events, delivered);
      options.onChange();
    }
  };

  /** Posts with `keepalive` when the body fits what the browser lets outlive the page. */
  const postOutlivingThePage = async (
    events: readonly QueuedEvent[],
    body: string,
    bytes: number,
  ): Promise<void> => {
    if (keepaliveBytesInFlight + bytes > MAX_BEACON_BYTES) {
      await post(events, body, false);
      return;
    }
    keepaliveBytesInFlight += bytes;
    try {
      await post(events, body, true);
    } finally {
      keepaliveBytesInFlight -= bytes;
    }
  };

  const sendPending = async (): Promise<void> => {
    const pending = queue.pending();
    if (pending.length === 0) return;
    const serialized = serializeEvents(pending);
    dropUnserializable(serialized.unserializable);
    if (serialized.events.length === 0) return;
    const body = batchBody(serialized.json);
    // A page closed while this request runs does not cancel it (the queue no longer has its events).
    // More characters than the limit means more bytes too: no need to count them.
    const bytes = body.length > MAX_BEACON_BYTES ? body.length : utf8ByteLength(body);
    await postOutlivingThePage(serialized.events, body, bytes);
  };

  const beacon = (body: string): boolean => {
    try {
      return transport.beacon(endpoint, body, options.beaconContentType);
    } catch {
      return false;
    }
  };

  return {
    flush() {
      const run = chain.then(sendPending);
      chain = run;
      return run;
    },
    flushByBeacon() {
      const pending = queue.pending();
      if (pending.length === 0) return;
      const { chunks, unserializable } = chunkEvents(pending, MAX_BEACON_BYTES);
      dropUnserializable(unserializable);
      for (const chunk of chunks) {
        if (beacon(chunk.body)) {
          queue.remove(chunk.events);
        } else if (keepaliveBytesInFlight + chunk.bytes <= MAX_BEACON_BYTES) {
          void postOutlivingThePage(chunk.events, chunk.body, chunk.bytes);
        }
      }
      options.onChange();
    },
  };
}
