/**
 * A fake network that behaves as Chromium does with requests meant to outlive the page: the
 * bodies of keepalive fetches and beacons in flight share one 64 KiB budget per page. A beacon
 * past it is refused (`sendBeacon` returns false); a keepalive fetch past it is rejected
 * (`TypeError: Failed to fetch`). A keepalive fetch holds its bytes until its answer is done, a
 * beacon until it has been delivered. When a page is closed, its keepalive fetches and beacons in
 * flight still reach the server; its other requests are cancelled; its code never hears back.
 *
 * Requests stay in flight until {@link BudgetNetwork.deliver} (or at once with `autoDeliver`).
 */
import { MAX_BEACON_BYTES } from '../constants';
import type { PostRequest, TransportPort } from '../environment';

/** The server side: every body received, in order. */
export interface FakeEventsServer {
  readonly bodies: string[];
}

interface InFlight {
  readonly page: NetworkPage;
  readonly body: string;
  readonly bytes: number;
  /** Keepalive fetch or beacon: delivered even after the page is closed. */
  readonly outlivesPage: boolean;
  readonly answer?: (status: number) => void;
}

/** One page's side of the network: its transport, and closing it. */
export interface NetworkPage {
  readonly transport: TransportPort;
  /** Bytes of this page's keepalive fetches and beacons in flight. */
  readonly budgetUsed: number;
  /** The page is gone: what outlives it is delivered, the rest cancelled, no answer heard. */
  close(): void;
  readonly closed: boolean;
}

export interface BudgetNetwork {
  readonly server: FakeEventsServer;
  /** A new page (a tab's document) on this network. */
  openPage(): NetworkPage;
  /** Delivers every request in flight (answering the pages still open with 204). */
  deliver(): void;
  /** Requests in flight now. */
  readonly inFlight: number;
  /** From now on, each request is delivered in the microtask after it starts (or not). */
  setAutoDeliver(on: boolean): void;
}

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** A network; with `autoDeliver`, each request is delivered in the next microtask. */
export function createBudgetNetwork(options: { autoDeliver?: boolean } = {}): BudgetNetwork {
  const server: FakeEventsServer = { bodies: [] };
  let flights: InFlight[] = [];
  let autoDeliver = options.autoDeliver === true;

  const complete = (flight: InFlight): void => {
    flights = flights.filter((f) => f !== flight);
    server.bodies.push(flight.body);
    if (!flight.page.closed) flight.answer?.(204);
  };
  const start = (flight: InFlight): void => {
    flights.push(flight);
    if (autoDeliver) {
      void Promise.resolve().then(() => {
        if (flights.includes(flight)) complete(flight);
      });
    }
  };

  return {
    server,
    get inFlight() {
      return flights.length;
    },
    deliver() {
      for (const flight of [...flights]) complete(flight);
    },
    setAutoDeliver(on) {
      autoDeliver = on;
    },
    openPage() {
      let closed = false;
      const used = (): number =>
        flights
          .filter((f) => f.page === page && f.outlivesPage)
          .reduce((sum, f) => sum + f.bytes, 0);
      const page: NetworkPage = {
        get closed() {
          return closed;
        },
        get budgetUsed() {
          return used();
        },
        close() {
          closed = true;
          // Cancelled with the page: what did not ask to outlive it.
          flights = flights.filter((f) => f.page !== page || f.outlivesPage);
        },
        transport: {
          post(_url: string, request: PostRequest) {
            if (closed) return new Promise(() => undefined);
            const bytes = utf8Bytes(request.body);
            if (request.keepalive && used() + bytes > MAX_BEACON_BYTES) {
              return Promise.reject(new TypeError('Failed to fetch'));
            }
            return new Promise((resolve) => {
              start({
                page,
                body: request.body,
                bytes,
                outlivesPage: request.keepalive,
                answer: (status) => {
                  resolve({ status });
                },
              });
            });
          },
          beacon(_url: string, body: string) {
            if (closed) return false;
            const bytes = utf8Bytes(body);
            if (used() + bytes > MAX_BEACON_BYTES) return false;
            start({ page, body, bytes, outlivesPage: true });
            return true;
          },
        },
      };
      return page;
    },
  };
}
