// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoragePort } from '../environment';
import { createMemoryStorage, testLogger } from '../testing/fakeEnvironment';
import { createHarness, parseBatch } from '../testing/harness';
import type { TrackerEvent } from '../types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const KEY = 'visitor-tracker:p1:queue';

describe('queue persistence', () => {
  it('sends on the next page the events a crashed page left in storage', async () => {
    const storage = createMemoryStorage();
    const first = createHarness({}, { storage });
    first.tracker.identify('u1');
    first.tracker.track('a');
    first.tracker.track('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.data.has(KEY)).toBe(true);

    // The page crashes: no destroy, no pagehide. The next page starts a tracker on the same storage.
    const second = createHarness({}, { storage });
    second.tracker.identify('u1');
    second.tracker.track('c');
    await second.tracker.flush();
    expect(second.sentNames()).toEqual(['a', 'b', 'c']);
    expect(first.transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('hands over to storage what neither the beacon nor a keepalive fetch took, and nothing else', async () => {
    const error = vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    const keptStorage = createMemoryStorage();
    const first = createHarness({}, { keptStorage });
    first.transport.acceptBeacon = () => false;
    let fail: (reason: Error) => void = () => undefined;
    first.transport.respond = () =>
      new Promise((_, reject) => {
        fail = reject;
      });
    first.tracker.identify('u1');
    first.tracker.track('a');
    first.env.lifecycle.emit('pagehide');
    // 'a' left by keepalive fetch, which outlives the page: storage must not hold it twice.
    expect(first.transport.posts.map((post) => post.request.keepalive)).toEqual([true]);
    expect(keptStorage.data.has(KEY)).toBe(false);
    // The request fails while the page still exists (kept in the back/forward cache): 'a' follows.
    fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Error sending events:', expect.any(Error));
    expect(JSON.parse(keptStorage.data.get(KEY) ?? '{}')).toMatchObject({
      events: [{ event: 'a' }],
    });
  });

  it('sends each handed-over event once across back/forward navigation in one tab', async () => {
    const ports = { storage: createMemoryStorage(), keptStorage: createMemoryStorage() };
    const first = createHarness({}, ports);
    first.transport.acceptBeacon = () => false;
    first.transport.respond = () => Promise.reject(new Error('offline'));
    vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    first.tracker.identify('u1');
    first.tracker.track('a');
    first.env.lifecycle.emit('hidden');
    await vi.advanceTimersByTimeAsync(0); // its keepalive fetch fails while the page is there
    first.env.lifecycle.emit('pagehide');
    await vi.advanceTimersByTimeAsync(0);

    // The next page of the tab takes 'a' and delivers it.
    const second = createHarness({}, ports);
    second.tracker.identify('u1');
    await second.tracker.flush();
    expect(second.sentNames()).toEqual(['a']);
    second.env.lifecycle.emit('pagehide');

    // Back: the first page comes out of the cache, finds nothing of 'a' and sends nothing.
    first.transport.respond = () => Promise.resolve({ status: 204 });
    const postsBefore = first.transport.posts.length;
    first.env.lifecycle.emit('visible');
    await first.tracker.flush();
    expect(first.transport.posts).toHaveLength(postsBefore);
  });

  it('takes its own handed-over events back when shown again and sends them', async () => {
    const storage = createMemoryStorage();
    const keptStorage = createMemoryStorage();
    const { tracker, env, transport } = createHarness({}, { storage, keptStorage });
    transport.acceptBeacon = () => false;
    transport.respond = () => Promise.reject(new Error('offline'));
    vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    tracker.identify('u1');
    tracker.track('a');
    env.lifecycle.emit('hidden');
    await vi.advanceTimersByTimeAsync(0);
    tracker.track('b'); // tracked while hidden: handed over at once
    expect(storage.data.has(KEY)).toBe(false);
    expect(JSON.parse(keptStorage.data.get(KEY) ?? '{}')).toMatchObject({
      events: [{ event: 'a' }, { event: 'b' }],
    });

    transport.respond = () => Promise.resolve({ status: 204 });
    env.lifecycle.emit('visible');
    await tracker.flush();
    expect(parseBatch(transport.posts.at(-1)?.request.body ?? '[]').map((e) => e.event)).toEqual([
      'a',
      'b',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.data.has(KEY)).toBe(false);
    expect(keptStorage.data.has(KEY)).toBe(false);
  });

  it('destroyed during a send: a delivered request leaves nothing to resend, a failed one hands its events over', async () => {
    for (const delivered of [true, false]) {
      vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
      const ports = { storage: createMemoryStorage(), keptStorage: createMemoryStorage() };
      const first = createHarness({}, ports);
      let settle: () => void = () => undefined;
      first.transport.respond = () =>
        new Promise((resolve, reject) => {
          settle = () => {
            if (delivered) resolve({ status: 204 });
            else reject(new Error('offline'));
          };
        });
      first.tracker.identify('u1');
      first.tracker.track('x');
      const sending = first.tracker.flush();
      await vi.advanceTimersByTimeAsync(0);
      expect(first.transport.posts).toHaveLength(1); // 'x' is in flight
      first.tracker.destroy();
      settle();
      await sending;

      const second = createHarness({}, ports);
      second.tracker.identify('u1');
      await second.tracker.flush();
      expect(second.sentNames(), `first request delivered: ${String(delivered)}`).toEqual(
        delivered ? [] : ['x'],
      );
    }
  });

  it('does not keep the events of a keepalive request in flight when the page is left: the browser delivers it', async () => {
    vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    const ports = { storage: createMemoryStorage(), keptStorage: createMemoryStorage() };
    const first = createHarness({}, ports);
    let fail: (reason: Error) => void = () => undefined;
    first.transport.respond = () =>
      new Promise((_, reject) => {
        fail = reject;
      });
    first.tracker.identify('u1');
    first.tracker.track('x');
    void first.tracker.flush();
    await vi.advanceTimersByTimeAsync(0);
    first.tracker.track('y');
    first.env.lifecycle.emit('pagehide'); // 'y' by beacon; 'x' is the browser's now
    // Chromium rejects the page's fetch as the document goes, and still delivers the request.
    fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);

    const second = createHarness({}, ports);
    second.tracker.identify('u1');
    await second.tracker.flush();
    expect(first.sentNames()).toEqual(['x', 'y']);
    expect(second.sentNames()).toEqual([]);
  });

  it('does not write storage on every track but once when idle', async () => {
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const { tracker } = createHarness({}, { storage });
    tracker.identify('u1');
    for (let i = 0; i < 100; i++) tracker.track('tick');
    expect(setItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('clears the stored queue on reset', async () => {
    const storage = createMemoryStorage();
    const { tracker } = createHarness({}, { storage });
    tracker.identify('u1');
    tracker.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    tracker.reset();
    expect(storage.data.has(KEY)).toBe(false);
    const next = createHarness({}, { storage });
    await next.tracker.flush();
    expect(next.transport.posts).toHaveLength(0);
  });

  it('keeps one queue per project', async () => {
    const keptStorage = createMemoryStorage();
    const { tracker } = createHarness({ projectId: 'p1' }, { keptStorage });
    tracker.identify('u1');
    tracker.track('a');
    tracker.destroy();
    const other = createHarness({ projectId: 'p2' }, { keptStorage });
    await other.tracker.flush();
    expect(other.transport.posts).toHaveLength(0);
    expect([...keptStorage.data.keys()]).toEqual([KEY]);
    await vi.advanceTimersByTimeAsync(1000);
  });

  it('bounds the adopted queue, warns about the dropped events and reports them in an event', async () => {
    const warn = vi.spyOn(testLogger, 'warn').mockImplementation(() => undefined);
    const keptStorage = createMemoryStorage();
    const first = createHarness({ maxQueueSize: 5 }, { keptStorage });
    first.tracker.identify('u1');
    for (let i = 0; i < 5; i++) first.tracker.track(`e${i}`);
    first.tracker.destroy();
    const second = createHarness({ maxQueueSize: 3 }, { keptStorage });
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped the 2 oldest/));
    await second.tracker.flush();
    expect(second.sentNames()).toEqual(['e2', 'e3', 'e4', 'events_dropped']);
    expect(second.sentEvents().at(-1)).toMatchObject({ dropped_count: 2 });
  });

  it('bounds the kept events of a hidden page too, and keeps the report of those it dropped', async () => {
    vi.spyOn(testLogger, 'warn').mockImplementation(() => undefined);
    const keptStorage = createMemoryStorage();
    const first = createHarness({ maxQueueSize: 3 }, { keptStorage });
    first.transport.acceptBeacon = () => false;
    first.transport.respond = () => new Promise(() => undefined); // never answers
    first.tracker.identify('u1');
    first.tracker.track('a'); // goes by keepalive fetch at hide
    first.env.lifecycle.emit('pagehide');
    for (const name of ['b', 'c', 'd', 'e']) first.tracker.track(name); // kept at once; 'b' dropped
    expect(
      (JSON.parse(keptStorage.data.get(KEY) ?? '{}') as { events: TrackerEvent[] }).events,
    ).toMatchObject([{ event: 'c' }, { event: 'd' }, { event: 'e' }, { dropped_count: 1 }]);
    // The next page's bound of 3 drops 'c' in turn: two reports, of 'b' and of 'c'.
    const second = createHarness({ maxQueueSize: 3 }, { keptStorage });
    await second.tracker.flush();
    const sent = second.sentEvents();
    expect(sent.map((e) => e.event)).toEqual(['d', 'e', 'events_dropped', 'events_dropped']);
    expect(sent.slice(2).map((e) => e.dropped_count)).toEqual([1, 1]);
  });

  it('keeps the handed-over events in the site storage, which a new tab finds after the first was closed', async () => {
    const keptStorage = createMemoryStorage();
    const first = createHarness({}, { keptStorage });
    first.transport.acceptBeacon = () => false;
    first.transport.respond = () => Promise.reject(new Error('offline'));
    vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    first.tracker.identify('u1');
    first.tracker.track('a');
    first.env.lifecycle.emit('pagehide');
    await vi.advanceTimersByTimeAsync(0);
    // The tab is closed: its sessionStorage is gone; a new tab of the site has its own.
    const next = createHarness({}, { keptStorage, storage: createMemoryStorage() });
    next.tracker.identify('u1');
    await next.tracker.flush();
    expect(next.sentNames()).toEqual(['a']);
    expect(keptStorage.data.has(KEY)).toBe(false);
  });

  it.each(['SecurityError', 'QuotaExceededError'])(
    'works from memory when storage throws %s',
    async (name) => {
      const fail = (): never => {
        throw new DOMException('no storage', name);
      };
      const storage: StoragePort = { getItem: fail, setItem: fail, removeItem: fail };
      const { tracker, env, sentNames } = createHarness({}, { storage });
      tracker.identify('u1');
      tracker.track('a');
      await vi.advanceTimersByTimeAsync(1000);
      env.lifecycle.emit('hidden');
      tracker.track('b');
      tracker.reset();
      tracker.identify('u1');
      tracker.track('c');
      await tracker.flush();
      expect(sentNames()).toEqual(['c', 'a']);
    },
  );
});
