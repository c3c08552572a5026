// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoragePort } from '../environment';
import { createMemoryStorage } from '../testing/fakeEnvironment';
import { createHarness } from '../testing/harness';

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

  it('saves the queue on pagehide when the beacon cannot take it', () => {
    const storage = createMemoryStorage();
    const first = createHarness({}, { storage });
    first.transport.acceptBeacon = () => false;
    first.transport.respond = () => new Promise(() => undefined);
    first.tracker.identify('u1');
    first.tracker.track('a');
    first.env.lifecycle.emit('pagehide');
    expect(JSON.parse(storage.data.get(KEY) ?? '{}')).toMatchObject({ events: [{ event: 'a' }] });
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
    const storage = createMemoryStorage();
    const { tracker } = createHarness({ projectId: 'p1' }, { storage });
    tracker.identify('u1');
    tracker.track('a');
    tracker.destroy();
    const other = createHarness({ projectId: 'p2' }, { storage });
    await other.tracker.flush();
    expect(other.transport.posts).toHaveLength(0);
    expect([...storage.data.keys()]).toEqual([KEY]);
    await vi.advanceTimersByTimeAsync(1000);
  });

  it('bounds the adopted queue and warns about the dropped events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createMemoryStorage();
    const first = createHarness({ maxQueueSize: 5 }, { storage });
    first.tracker.identify('u1');
    for (let i = 0; i < 5; i++) first.tracker.track(`e${i}`);
    first.tracker.destroy();
    const second = createHarness({ maxQueueSize: 3 }, { storage });
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped the 2 oldest/));
    await second.tracker.flush();
    expect(second.sentNames()).toEqual(['e2', 'e3', 'e4']);
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
