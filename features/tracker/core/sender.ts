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
   * `keepalive` (so closing the page does not cancel them), each answer read before the next;
   * the first failure keeps the rest for the next flush, and so does a chunk the keepalive budget
   * has no room for yet. Flushes run one after another: a flush called while another is in flight
   * waits for it and then sends what is pending (never the in-flight events). Never rejects: a
   * failure is logged and the events stay queued, in order.
   */
  flush(): Promise<void>;
  /**
   * Sends the pending events now with `sendBeacon`, in bodies of at most 64 KiB, oldest first, as
   * many as the page's keepalive budget has room for ({@link keepaliveBudget}); the rest stays
   * queued, in order (the tracker hands it over to storage). A refused beacon with nothing in
   * flight (no `sendBeacon`) goes by keepalive fetch; one refused while something is in flight
   * means the budget is used up: it and the rest stay queued. Events larger than 64 KiB on their
   * own wait for the next fetch flush.
   */
  flushByBeacon(): void;
  /** The page is shown again: the beacons sent while it was hidden no longer count as in flight. */
  pageShown(): void;
  /**
   * The page is being left (`pagehide`): a keepalive request in flight now belongs to the
   * browser, which delivers it after the page is gone. The failure the leaving page is then told
   * of (Chromium rejects it as the document goes) is not believed: its events are not kept, or the
   * next page would send them twice.
   */
  pageLeft(): void;
}

/**
 * The room left in the page's keepalive budget: browsers let keepalive fetches and beacons
 * outlive the page only while their bodies in flight total at most 64 KiB (Chromium refuses a
 * beacon past it, and rejects such a fetch). A keepalive fetch is in flight until its answer has
 * been read; a beacon, whose end the page never learns, counts until the page is shown again.
 */
export function keepaliveBudget(keepaliveBytes: number, beaconBytes: number): number {
  return MAX_BEACON_BYTES - keepaliveBytes - beaconBytes;
}

/** A {@link Sender} over `options.queue`. */
export function createSender(options: SenderOptions): Sender {
  const { queue, transport, endpoint, logger } = options;
  let chain: Promise<void> = Promise.resolve();
  let keepaliveBytesInFlight = 0;
  let beaconBytesInFlight = 0;
  /** How many times the page was left: a request started before the last time outlives it. */
  let departures = 0;
  const room = (): number => keepaliveBudget(keepaliveBytesInFlight, beaconBytesInFlight);

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
    const departuresAtStart = departures;
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
      // Left while in flight: the browser carries a keepalive request on (see `pageLeft`).
      delivered = keepalive && departures !== departuresAtStart;
    } finally {
      queue.settle(events, delivered);
      options.onChange();
    }
    return delivered;
  };

  /** A keepalive POST, counted in the budget until its answer is read (the caller checked the room). */
  const postKeepalive = async (
    events: readonly QueuedEvent[],
    body: string,
    bytes: number,
  ): Promise<boolean> => {
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
   * whole, again and again. The first failure, or a chunk the budget has no room for (beacons of
   * a hidden page still count), keeps the rest for the next flush.
   */
  const sendPending = async (): Promise<void> => {
    const pending = queue.pending();
    if (pending.length === 0) return;
    const { chunks, oversized, unserializable } = chunkEvents(pending, MAX_BEACON_BYTES);
    dropUnserializable(unserializable);
    for (const chunk of chunks) {
      if (chunk.bytes > room()) return;
      if (!(await postKeepalive(chunk.events, chunk.body, chunk.bytes))) return;
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
      for (const chunk of chunks) {
        // No room: this chunk and the later ones stay queued, in order, for the next page.
        if (chunk.bytes > room()) break;
        if (beacon(chunk.body)) {
          queue.remove(chunk.events);
          beaconBytesInFlight += chunk.bytes;
          continue;
        }
        // Refused with something in flight: the browser's budget is used up (it counts requests
        // this tracker does not know of, too). A keepalive fetch would be rejected after the page
        // is gone, its events lost: they stay queued instead.
        if (keepaliveBytesInFlight + beaconBytesInFlight > 0) break;
        void postKeepalive(chunk.events, chunk.body, chunk.bytes);
      }
      options.onChange();
    },
    pageShown() {
      beaconBytesInFlight = 0;
    },
    pageLeft() {
      departures += 1;
    },
  };
}
