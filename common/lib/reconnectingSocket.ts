/**
 * A WebSocket that comes back: framework-free, every outside dependency (the socket constructor,
 * timers, randomness, the browser's online state) injectable, so the reconnect policy is tested
 * without a network or a clock. Server → client only: it delivers messages, it does not send. The
 * URL may be a function, asked again for every attempt (a URL that carries a token that expires).
 */

/** The part of the DOM `WebSocket` this module uses (the real one and test fakes satisfy it). */
export interface SocketLike {
  onopen: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onclose: ((event: CloseEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  close(code?: number, reason?: string): void;
}

export interface BackoffPolicy {
  /** Ceiling of the first retry's delay. */
  baseMs: number;
  /** Each further retry multiplies the ceiling by this. */
  factor: number;
  /** The ceiling never grows past this. */
  maxMs: number;
}

/** 1 s, 2 s, 4 s … up to 30 s ceilings, each delay drawn uniformly below its ceiling. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, factor: 2, maxMs: 30_000 };

/** Closing code of a deliberate {@link ReconnectingSocket.close} ("normal closure", RFC 6455, 7.4.1). */
export const NORMAL_CLOSURE = 1000;
/** Reported when the socket could not even be created or closed without a code (RFC 6455, 7.4.1). */
export const ABNORMAL_CLOSURE = 1006;

/**
 * Delay before reconnection attempt `attempt` (1, 2, …) with "full jitter": uniform in
 * [0, min(maxMs, baseMs · factor^(attempt − 1))). Spreads a crowd of clients that lost the same
 * server instead of having them return in waves ("Exponential Backoff And Jitter", AWS, 2015).
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * policy.factor ** exponent);
  return Math.floor(random() * ceiling);
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the device has a network, and a way to hear when it comes back. */
export interface NetworkPort {
  isOnline(): boolean;
  /** Calls `callback` once when the device is back online; returns an unsubscribe function. */
  onceOnline(callback: () => void): () => void;
}

export interface OpenInfo {
  /** 0 for the first connection, n for the n-th reconnection attempt since the last open socket. */
  attempt: number;
}

/** How an attempt ended, before anything follows it. */
export interface EndedInfo {
  /** The attempt that just ended (see {@link OpenInfo.attempt}). */
  attempt: number;
  /** Whether that socket had opened (false: the attempt failed). */
  wasOpen: boolean;
  code: number;
  reason: string;
}

export interface CloseInfo extends EndedInfo {
  /** The reconnection attempt now scheduled. */
  nextAttempt: number;
  /** Its delay; `null` when it waits for the device to be back online. */
  delayMs: number | null;
}

/**
 * What follows a close: `backoff`, the next attempt after {@link backoffDelay}; `now`, the next
 * attempt at once (still waiting for the network when offline); `stop`, none — the socket is done,
 * as after {@link ReconnectingSocket.close}, and `onClose` is not called.
 */
export type ReconnectStep = 'backoff' | 'now' | 'stop';

/** The socket's URL, or a function asked for it before every attempt. */
export type SocketUrl = string | (() => string | Promise<string>);

export interface ReconnectingSocketOptions {
  /**
   * Where to connect. A function is called before each attempt (the first and every reconnection);
   * one that throws or rejects counts as a failed attempt (`wasOpen: false`, code 1006).
   */
  url: SocketUrl;
  /** Defaults to `new WebSocket(url)`. */
  createSocket?: (url: string) => SocketLike;
  onOpen?: (info: OpenInfo) => void;
  onClose?: (info: CloseInfo) => void;
  /**
   * Decides what follows each close that {@link ReconnectingSocket.close} did not ask for (default:
   * always `backoff`). While a returned promise is pending nothing is scheduled; a rejection counts
   * as `backoff`.
   */
  nextStep?: (ended: EndedInfo) => ReconnectStep | Promise<ReconnectStep>;
  /** The `data` of each message, as received (a string for text frames). */
  onMessage?: (data: unknown) => void;
  backoff?: BackoffPolicy;
  /** Uniform in [0, 1); defaults to `Math.random`. */
  random?: () => number;
  /** Defaults to the global `setTimeout` / `clearTimeout`. */
  timers?: Timers;
  /** Defaults to `navigator.onLine` and the window's `online` event; `null` ignores the network. */
  network?: NetworkPort | null;
}

export interface ReconnectingSocket {
  /** Closes the socket for good: no reconnection, no further callbacks. */
  close(): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

/** `navigator.onLine` is only trustworthy when it says "offline" (MDN: Navigator.onLine). */
function browserNetwork(): NetworkPort | null {
  if (typeof globalThis.addEventListener !== 'function' || typeof navigator === 'undefined') {
    return null;
  }
  return {
    isOnline: () => navigator.onLine,
    onceOnline(callback) {
      globalThis.addEventListener('online', callback, { once: true });
      return () => {
        globalThis.removeEventListener('online', callback);
      };
    },
  };
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Opens `url` and keeps it open: after any close that {@link ReconnectingSocket.close} did not ask
 * for, it reconnects after {@link backoffDelay} (attempt 1, 2, …), or as soon as the device is
 * back online when it is offline, unless `nextStep` says otherwise. A socket that opens resets the
 * attempt count.
 */
export function openReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const {
    url,
    createSocket = (target: string) => new WebSocket(target),
    onOpen,
    onClose,
    onMessage,
    nextStep,
    backoff = DEFAULT_BACKOFF,
    random = Math.random,
    timers = globalTimers,
  } = options;
  const network = options.network === undefined ? browserNetwork() : options.network;

  let attempt = 0;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let stopWaitingForNetwork: (() => void) | null = null;
  let stopped = false;

  const follow = (ended: EndedInfo, step: ReconnectStep): void => {
    if (stopped) return;
    if (step === 'stop') {
      stopped = true;
      return;
    }
    attempt += 1;
    if (network && !network.isOnline()) {
      stopWaitingForNetwork = network.onceOnline(connect);
      onClose?.({ ...ended, nextAttempt: attempt, delayMs: null });
      return;
    }
    const delayMs = step === 'now' ? 0 : backoffDelay(attempt, backoff, random);
    timer = timers.setTimeout(connect, delayMs);
    onClose?.({ ...ended, nextAttempt: attempt, delayMs });
  };

  const scheduleReconnect = (ended: EndedInfo): void => {
    if (stopped) return;
    let step: ReconnectStep | Promise<ReconnectStep> = 'backoff';
    try {
      if (nextStep) step = nextStep(ended);
    } catch {
      // A decision that fails is no reason to stop reconnecting.
    }
    if (typeof step === 'string') {
      follow(ended, step);
      return;
    }
    step.then(
      (decided) => {
        follow(ended, decided);
      },
      () => {
        follow(ended, 'backoff');
      },
    );
  };

  function connect(): void {
    timer = null;
    stopWaitingForNetwork = null;
    if (stopped) return;
    const current = attempt;
    // An invalid URL, a blocked scheme or a URL function that fails: same policy as a failed attempt.
    const fail = (error: unknown): void => {
      const reason = messageOf(error);
      scheduleReconnect({ attempt: current, wasOpen: false, code: ABNORMAL_CLOSURE, reason });
    };
    let target: string | Promise<string>;
    try {
      target = typeof url === 'string' ? url : url();
    } catch (error) {
      fail(error);
      return;
    }
    if (typeof target === 'string') {
      openAt(target, current, fail);
      return;
    }
    target.then(
      (resolved) => {
        // close() while the URL was being resolved: nothing is opened.
        if (!stopped) openAt(resolved, current, fail);
      },
      (error: unknown) => {
        if (!stopped) fail(error);
      },
    );
  }

  function openAt(target: string, current: number, fail: (error: unknown) => void): void {
    let opened = false;
    let created: SocketLike;
    try {
      created = createSocket(target);
    } catch (error) {
      fail(error);
      return;
    }
    socket = created;
    created.onopen = () => {
      opened = true;
      attempt = 0;
      onOpen?.({ attempt: current });
    };
    created.onmessage = (event) => {
      onMessage?.(event.data);
    };
    // An error is always followed by a close event, which does the reconnecting.
    created.onerror = () => undefined;
    created.onclose = (event) => {
      socket = null;
      scheduleReconnect({
        attempt: current,
        wasOpen: opened,
        code: event.code,
        reason: event.reason,
      });
    };
  }

  connect();

  return {
    close() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      stopWaitingForNetwork?.();
      stopWaitingForNetwork = null;
      if (socket) {
        const closing = socket;
        socket = null;
        closing.onopen = null;
        closing.onmessage = null;
        closing.onclose = null;
        closing.onerror = null;
        closing.close(NORMAL_CLOSURE);
      }
    },
  };
}
