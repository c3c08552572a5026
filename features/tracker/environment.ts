/**
 * The ports through which the tracker core reaches the outside world. The core touches no
 * browser global: {@link createBrowserEnvironment} (in `adapters/`) implements these ports over
 * `window`, and tests pass fakes.
 */

/** Where the page is. */
export interface PageLocation {
  /** Scheme, host and port, e.g. `'https://casino.example'`. */
  readonly origin: string;
  readonly hostname: string;
  readonly pathname: string;
  /** The query string with its leading `?`, or `''`. */
  readonly search: string;
}

/** The part of the location every event carries. */
export interface PagePath {
  readonly hostname: string;
  readonly pathname: string;
}

/** Reads the page: location, cookies, user agent, connection. */
export interface PagePort {
  location(): PageLocation;
  /** Host and path only: read on every `track()`, so kept cheap (no origin or query). */
  path(): PagePath;
  /** The raw `document.cookie` string (`''` when unreadable). */
  cookies(): string;
  userAgent(): string;
  /** `navigator.connection.effectiveType` when the browser has it. */
  connectionType(): string | undefined;
}

/** One POST request. */
export interface PostRequest {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Lets the request outlive the page (body ≤ 64 KiB). */
  readonly keepalive: boolean;
}

/** Sends bytes. */
export interface TransportPort {
  /** POSTs `request` to `url`; resolves with the status (the body is not read), rejects on a network error. */
  post(url: string, request: PostRequest): Promise<{ status: number }>;
  /** Queues `body` with `navigator.sendBeacon` as a Blob of `contentType`; `false` when refused or unavailable. */
  beacon(url: string, body: string, contentType: string): boolean;
}

/** A string store such as `localStorage`. Any method may throw (blocked or full storage). */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A page lifecycle change the tracker reacts to. */
export type LifecycleEvent = 'hidden' | 'visible' | 'pagehide';

/** Tells when the page is hidden, shown again or left. */
export interface LifecyclePort {
  /** Calls `listener` on each change; returns the unsubscribe function. */
  subscribe(listener: (event: LifecycleEvent) => void): () => void;
}

/** Time: the current time, a repeating timer and an idle callback. */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Calls `callback` every `ms` milliseconds; returns the cancel function. */
  every(ms: number, callback: () => void): () => void;
  /** Calls `callback` once soon, when the page is idle; returns the cancel function. */
  whenIdle(callback: () => void): () => void;
}

/** Where failures are reported. */
export interface LoggerPort {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

/** Every port the tracker core needs. */
export interface TrackerEnvironment {
  readonly page: PagePort;
  readonly transport: TransportPort;
  readonly storage: StoragePort;
  readonly lifecycle: LifecyclePort;
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
}
