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
  /**
   * POSTs `request` to `url`; resolves with the status once the answer has been read to its end
   * (a keepalive request counts against the browser's budget until then), rejects on a network
   * error or a refusal (a keepalive request over the budget).
   */
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
  /** The tab's own storage (`sessionStorage`): the copy of the queue while the page is shown. */
  readonly storage: StoragePort;
  /**
   * The site's storage (`localStorage`): the events a hidden, left or closed page hands over, for
   * whichever page of the site runs next (this one shown again, a reload, another tab, the next
   * visit).
   */
  readonly keptStorage: StoragePort;
  readonly lifecycle: LifecyclePort;
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
}
