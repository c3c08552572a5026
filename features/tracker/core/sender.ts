import { API_VERSION, MAX_BEACON_BYTES } from '../constants';
import type { LoggerPort, TransportPort } from '../environment';
import type { QueuedEvent } from './queuedEvent';
import { batchBody, chunkEvents, serializeEvents } from './batching';
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
   * POSTs every pending event, in requests of at most 64 KiB sent one after another with
   * `keepalive` (so closing the page does not cancel them); the first failure keeps the rest for
   * the next flush. Flushes run one after another: a flush called
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

  /** One request; resolves with whether its events were delivered (a failure is logged). */
  const post = async (
    events: readonly QueuedEvent[],
    body: string,
    keepalive: boolean,
  ): Promise<boolean> => {
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
    return delivered;
  };

  /** Posts with `keepalive` when the body fits what the browser lets outlive the page. */
  const postOutlivingThePage = async (
    events: readonly QueuedEvent[],
    body: string,
    bytes: number,
  ): Promise<boolean> => {
    if (keepaliveBytesInFlight + bytes > MAX_BEACON_BYTES) return post(events, body, false);
    keepaliveBytesInFlight += bytes;
    try {
      return await post(events, body, true);
    } finally {
      keepaliveBytesInFlight -= bytes;
    }
  };

  /**
   * The pending events in requests of at most 64 KiB, one after another (a page closed meanwhile
   * does not cancel the one running): a backlog gets through piece by piece instead of failing
   * whole, again and again. The first failure keeps the rest for the next flush.
   */
  const sendPending = async (): Promise<void> => {
    const pending = queue.pending();
    if (pending.length === 0) return;
    const { chunks, oversized, unserializable } = chunkEvents(pending, MAX_BEACON_BYTES);
    dropUnserializable(unserializable);
    for (const chunk of chunks) {
      if (!(await postOutlivingThePage(chunk.events, chunk.body, chunk.bytes))) return;
    }
    // An event over 64 KiB on its own goes alone, without keepalive (the browser would refuse it).
    for (const event of oversized) {
      const { json } = serializeEvents([event]);
      if (!(await post([event], batchBody(json), false))) return;
    }
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
      // Browsers count beacons and keepalive fetches against one 64 KiB quota in flight.
      let beaconBytes = 0;
      for (const chunk of chunks) {
        if (beacon(chunk.body)) {
          queue.remove(chunk.events);
          beaconBytes += chunk.bytes;
        } else if (beaconBytes + keepaliveBytesInFlight + chunk.bytes <= MAX_BEACON_BYTES) {
          void postOutlivingThePage(chunk.events, chunk.body, chunk.bytes);
        }
      }
      options.onChange();
    },
  };
}
