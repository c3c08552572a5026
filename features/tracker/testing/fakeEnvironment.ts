/**
 * Test doubles of the tracker's ports, so the core runs without a DOM: an in-memory storage, a
 * page with a settable URL, a lifecycle the test drives, and a recording transport. The clock is
 * the real timer adapter, driven by `vi.useFakeTimers()`.
 */
import { createClockPort } from '../adapters/clock';
import type {
  LifecycleEvent,
  LifecyclePort,
  LoggerPort,
  PagePort,
  PostRequest,
  StoragePort,
  TrackerEnvironment,
  TransportPort,
} from '../environment';

/** A `Storage`-like map; `data` is the shared content (two trackers on one storage = a reload). */
export interface MemoryStorage extends StoragePort {
  readonly data: Map<string, string>;
}

/** A fresh in-memory storage, or one over an existing map. */
export function createMemoryStorage(data = new Map<string, string>()): MemoryStorage {
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

/** A page whose URL, cookies, user agent and connection the test sets. */
export interface FakePage extends PagePort {
  url: string;
  cookie: string;
  ua: string;
  connection: string | undefined;
}

/** Desktop Chrome on Windows. */
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A page at `url` (default `http://localhost:3000/lobby`, the jsdom origin of vitest). */
export function createFakePage(
  init: Partial<Pick<FakePage, 'url' | 'cookie' | 'ua'>> = {},
): FakePage {
  return {
    url: init.url ?? 'http://localhost:3000/lobby',
    cookie: init.cookie ?? '',
    ua: init.ua ?? DESKTOP_CHROME_UA,
    connection: '4g',
    location() {
      const url = new URL(this.url);
      return {
        origin: url.origin,
        hostname: url.hostname,
        pathname: url.pathname,
        search: url.search,
      };
    },
    path() {
      const { hostname, pathname } = this.location();
      return { hostname, pathname };
    },
    cookies() {
      return this.cookie;
    },
    userAgent() {
      return this.ua;
    },
    connectionType() {
      return this.connection;
    },
  };
}

/** A lifecycle the test drives with `emit`. */
export interface FakeLifecycle extends LifecyclePort {
  emit(event: LifecycleEvent): void;
  readonly listenerCount: number;
}

export function createFakeLifecycle(): FakeLifecycle {
  const listeners = new Set<(event: LifecycleEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

/** A transport that records every call; `respond` and `acceptBeacon` decide the outcome. */
export interface RecordingTransport extends TransportPort {
  readonly posts: { url: string; request: PostRequest }[];
  readonly beacons: { url: string; body: string; contentType: string }[];
  respond: (url: string, request: PostRequest) => Promise<{ status: number }>;
  acceptBeacon: (body: string) => boolean;
}

export function createRecordingTransport(): RecordingTransport {
  return {
    posts: [],
    beacons: [],
    respond: () => Promise.resolve({ status: 204 }),
    acceptBeacon: () => true,
    post(url, request) {
      this.posts.push({ url, request });
      return this.respond(url, request);
    },
    beacon(url, body, contentType) {
      this.beacons.push({ url, body, contentType });
      return this.acceptBeacon(body);
    },
  };
}

/** A complete fake environment whose page and lifecycle the test drives. */
export interface FakeEnvironment extends TrackerEnvironment {
  readonly page: FakePage;
  readonly lifecycle: FakeLifecycle;
}

/**
 * The logger port of fake environments: it writes to the console; tests spy on it
 * (`vi.spyOn(testLogger, 'error')`), so the pure core's tests never touch a browser global.
 */
export const testLogger: LoggerPort = {
  warn: (...args) => {
    console.warn(...args);
  },
  error: (...args) => {
    console.error(...args);
  },
};

/** A fake environment; `overrides` swap single ports (e.g. a recording or the real fetch transport). */
export function createFakeEnvironment(overrides: Partial<FakeEnvironment> = {}): FakeEnvironment {
  return {
    page: overrides.page ?? createFakePage(),
    transport: overrides.transport ?? createRecordingTransport(),
    storage: overrides.storage ?? createMemoryStorage(),
    keptStorage: overrides.keptStorage ?? createMemoryStorage(),
    lifecycle: overrides.lifecycle ?? createFakeLifecycle(),
    clock: overrides.clock ?? createClockPort(),
    logger: overrides.logger ?? testLogger,
  };
}
