// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CloseInfo,
  EndedInfo,
  NetworkPort,
  OpenInfo,
  ReconnectStep,
  SocketLike,
  SocketUrl,
} from './reconnectingSocket';
import {
  ABNORMAL_CLOSURE,
  DEFAULT_BACKOFF,
  NORMAL_CLOSURE,
  backoffDelay,
  openReconnectingSocket,
} from './reconnectingSocket';

const URL = 'wss://cashier.example/api/cashier/v1/live';

/** A socket the test drives by hand: it opens, talks and closes when told. */
class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onclose: ((event: CloseEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  static get last(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('No socket was created.');
    return socket;
  }

  close(code?: number): void {
    this.closedWith = code ?? NORMAL_CLOSURE;
  }

  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  serverSends(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection ends from the other side (or fails): error, then close. */
  drops(code = ABNORMAL_CLOSURE, reason = ''): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}

/** A network whose online state the test sets. */
function fakeNetwork(online: boolean) {
  const listeners = new Set<() => void>();
  const network: NetworkPort & { online: boolean; comesBack(): void; waiting(): number } = {
    online,
    isOnline: () => network.online,
    onceOnline(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    comesBack() {
      network.online = true;
      const waiting = [...listeners];
      listeners.clear();
      for (const listener of waiting) listener();
    },
    waiting: () => listeners.size,
  };
  return network;
}

function open(
  options: {
    url?: SocketUrl;
    random?: () => number;
    network?: NetworkPort | null;
    nextStep?: (ended: EndedInfo) => ReconnectStep | Promise<ReconnectStep>;
  } = {},
) {
  const opened: OpenInfo[] = [];
  const closed: CloseInfo[] = [];
  const messages: unknown[] = [];
  const socket = openReconnectingSocket({
    url: options.url ?? URL,
    ...(options.nextStep ? { nextStep: options.nextStep } : {}),
    createSocket: (url) => new FakeSocket(url),
    onOpen: (info) => opened.push(info),
    onClose: (info) => closed.push(info),
    onMessage: (data) => messages.push(data),
    random: options.random ?? (() => 0.5),
    network: options.network ?? null,
  });
  return { socket, opened, closed, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('draws below a ceiling that doubles from 1 s and stops at 30 s', () => {
    const almostOne = () => 0.999;
    const delays = [1, 2, 3, 4, 5, 6, 7, 20].map((n) =>
      backoffDelay(n, DEFAULT_BACKOFF, almostOne),
    );
    expect(delays).toEqual([999, 1998, 3996, 7992, 15984, 29970, 29970, 29970]);
  });

  it('is full jitter: anywhere from 0 up to the ceiling', () => {
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0)).toBe(0);
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0.25)).toBe(1000);
  });
});

describe('openReconnectingSocket', () => {
  it('connects at once and reports the open connection as attempt 0, then its messages', () => {
    const { opened, messages } = open();
    expect(FakeSocket.created).toHaveLength(1);
    expect(FakeSocket.last.url).toBe(URL);
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverSends('{"type":"hello"}');
    expect(opened).toEqual([{ attempt: 0 }]);
    expect(messages).toEqual(['{"type":"hello"}']);
  });

  it('retries failed attempts after growing, jittered delays', () => {
    const draws = [0.5, 0.25, 0.75, 0.999];
    const { closed } = open({ random: () => draws.shift() ?? 0.5 });
    const expectedDelays = [500, 500, 3000, 7992];
    for (const [index, delay] of expectedDelays.entries()) {
      FakeSocket.last.drops();
      expect(closed.at(-1)).toMatchObject({
        attempt: index,
        wasOpen: false,
        nextAttempt: index + 1,
        delayMs: delay,
      });
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.created).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.created).toHaveLength(index + 2);
    }
  });

  it('reports which attempt opened, and starts over from 1 s after an open socket drops', () => {
    const { opened, closed } = open({ random: () => 0.999 });
    FakeSocket.last.drops();
    vi.advanceTimersByTime(999);
    FakeSocket.last.drops();
    vi.advanceTimersByTime(1998);
    FakeSocket.last.serverOpens();
    expect(opened).toEqual([{ attempt: 2 }]);

    FakeSocket.last.drops(1012, 'service restart');
    expect(closed.at(-1)).toEqual({
      attempt: 2,
      wasOpen: true,
      code: 1012,
      reason: 'service restart',
      nextAttempt: 1,
      delayMs: 999,
    });
    vi.advanceTimersByTime(999);
    FakeSocket.last.serverOpens();
    expect(opened).toEqual([{ attempt: 2 }, { attempt: 1 }]);
  });

  it('close() ends the socket with a normal closure and never reconnects', () => {
    const { socket, opened, closed, messages } = open();
    const first = FakeSocket.last;
    first.serverOpens();
    socket.close();
    expect(first.closedWith).toBe(NORMAL_CLOSURE);
    // Late events from the closed socket are not reported.
    first.serverSends('late');
    first.drops();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(opened).toHaveLength(1);
    expect(closed).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('close() while waiting to reconnect cancels the pending attempt', () => {
    const { socket } = open();
    FakeSocket.last.drops();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the device to come back online instead of retrying while offline', () => {
    const network = fakeNetwork(true);
    const { closed } = open({ network });
    network.online = false;
    FakeSocket.last.drops();
    expect(closed.at(-1)).toMatchObject({ nextAttempt: 1, delayMs: null });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    network.comesBack();
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('stops waiting for the network when closed', () => {
    const network = fakeNetwork(false);
    const { socket } = open({ network });
    FakeSocket.last.drops();
    expect(network.waiting()).toBe(1);
    socket.close();
    expect(network.waiting()).toBe(0);
  });

  it('treats a socket that cannot be created as a failed attempt', () => {
    const closed: CloseInfo[] = [];
    let calls = 0;
    const socket = openReconnectingSocket({
      url: 'not a url',
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('Invalid URL');
      },
      onClose: (info) => closed.push(info),
      random: () => 0.5,
      network: null,
    });
    expect(closed).toEqual([
      {
        attempt: 0,
        wasOpen: false,
        code: ABNORMAL_CLOSURE,
        reason: 'Invalid URL',
        nextAttempt: 1,
        delayMs: 500,
      },
    ]);
    vi.advanceTimersByTime(500);
    expect(calls).toBe(2);
    socket.close();
  });
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('openReconnectingSocket with a URL function', () => {
  it('asks for the URL again before every attempt', async () => {
    let token = 0;
    const url = vi.fn(() => `${URL}?access_token=t${String((token += 1))}`);
    open({ url });
    expect(FakeSocket.last.url).toBe(`${URL}?access_token=t1`);
    FakeSocket.last.drops();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.last.url).toBe(`${URL}?access_token=t2`);
    FakeSocket.last.serverOpens();
    FakeSocket.last.drops(1012);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([
      `${URL}?access_token=t1`,
      `${URL}?access_token=t2`,
      `${URL}?access_token=t3`,
    ]);
    expect(url).toHaveBeenCalledTimes(3);
  });

  it('waits for a URL that is a promise, and opens nothing before it resolves', async () => {
    const first = deferred<string>();
    const { opened } = open({ url: () => first.promise });
    expect(FakeSocket.created).toHaveLength(0);
    first.resolve(`${URL}?access_token=late`);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.created).toHaveLength(1);
    FakeSocket.last.serverOpens();
    expect(FakeSocket.last.url).toBe(`${URL}?access_token=late`);
    expect(opened).toEqual([{ attempt: 0 }]);
  });

  it('counts a URL function that throws or rejects as a failed attempt, with the same backoff', async () => {
    const answers: (() => string | Promise<string>)[] = [
      () => {
        throw new Error('no token yet');
      },
      () => Promise.reject(new Error('token service down')),
      () => URL,
    ];
    const { closed } = open({
      url: () => (answers.shift() ?? (() => URL))(),
      random: () => 0.999,
    });
    expect(closed).toEqual([
      {
        attempt: 0,
        wasOpen: false,
        code: ABNORMAL_CLOSURE,
        reason: 'no token yet',
        nextAttempt: 1,
        delayMs: 999,
      },
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(closed.at(-1)).toEqual({
      attempt: 1,
      wasOpen: false,
      code: ABNORMAL_CLOSURE,
      reason: 'token service down',
      nextAttempt: 2,
      delayMs: 1998,
    });
    expect(FakeSocket.created).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1997);
    expect(FakeSocket.created).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('close() while the URL is being resolved opens nothing', async () => {
    const pending = deferred<string>();
    const { socket, closed } = open({ url: () => pending.promise });
    socket.close();
    pending.resolve(URL);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(0);
    expect(closed).toEqual([]);
  });

  it('close() while a URL function is failing schedules nothing', async () => {
    const pending = deferred<string>();
    const { socket, closed } = open({ url: () => pending.promise });
    socket.close();
    pending.reject(new Error('late failure'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('openReconnectingSocket with nextStep', () => {
  it('is asked about every close it did not ask for, and backs off by default', () => {
    const ended: EndedInfo[] = [];
    const { closed } = open({
      nextStep: (info) => {
        ended.push(info);
        return 'backoff';
      },
    });
    FakeSocket.last.serverOpens();
    FakeSocket.last.drops(4401, 'unauthorized');
    expect(ended).toEqual([{ attempt: 0, wasOpen: true, code: 4401, reason: 'unauthorized' }]);
    expect(closed.at(-1)).toMatchObject({ code: 4401, nextAttempt: 1, delayMs: 500 });
  });

  it('reconnects at once on `now`', () => {
    const { closed } = open({ nextStep: () => 'now' });
    FakeSocket.last.serverOpens();
    FakeSocket.last.drops(4401, 'unauthorized');
    expect(closed.at(-1)).toMatchObject({ nextAttempt: 1, delayMs: 0 });
    vi.advanceTimersByTime(0);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('schedules nothing while an asynchronous decision is pending, then follows it', async () => {
    const decision = deferred<ReconnectStep>();
    const { closed } = open({ nextStep: () => decision.promise });
    FakeSocket.last.drops(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(closed).toEqual([]);
    decision.resolve('now');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.created).toHaveLength(2);
    expect(closed).toMatchObject([{ code: 4401, nextAttempt: 1, delayMs: 0 }]);
  });

  it('gives up on `stop`: no reconnection, no onClose', async () => {
    const { socket, closed } = open({ nextStep: () => Promise.resolve('stop') });
    FakeSocket.last.drops(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(closed).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    // A later close() has nothing left to do.
    socket.close();
    expect(FakeSocket.last.closedWith).toBeNull();
  });

  it('backs off when the decision throws or rejects', async () => {
    const { closed } = open({
      nextStep: () => {
        throw new Error('bug');
      },
    });
    FakeSocket.last.drops();
    expect(closed.at(-1)).toMatchObject({ nextAttempt: 1, delayMs: 500 });
    FakeSocket.created = [];
    const rejecting = open({ nextStep: () => Promise.reject(new Error('bug')) });
    FakeSocket.last.drops();
    await vi.advanceTimersByTimeAsync(0);
    expect(rejecting.closed.at(-1)).toMatchObject({ nextAttempt: 1, delayMs: 500 });
  });

  it('close() while a decision is pending: the decision is ignored', async () => {
    const decision = deferred<ReconnectStep>();
    const { socket, closed } = open({ nextStep: () => decision.promise });
    FakeSocket.last.drops(4401);
    socket.close();
    decision.resolve('now');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(closed).toEqual([]);
  });
});
