// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/fakeEnvironment';
import { createHarness } from '../testing/harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const KEY = 'visitor-tracker:p1:queue';

describe('consent', () => {
  it('sends as the specification says when consent is granted, the default', async () => {
    const { tracker, sentNames } = createHarness();
    tracker.identify('anonymous');
    tracker.track('a');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentNames()).toEqual(['a']);
  });

  it('keeps events in memory only while pending: nothing in storage, nothing sent', async () => {
    const storage = createMemoryStorage();
    const { tracker, env, transport } = createHarness({ consent: 'pending' }, { storage });
    tracker.identify('anonymous');
    tracker.track('a');
    tracker.track('b');
    await vi.advanceTimersByTimeAsync(60_000);
    await tracker.flush();
    env.lifecycle.emit('hidden');
    env.lifecycle.emit('pagehide');
    expect(transport.posts).toHaveLength(0);
    expect(transport.beacons).toHaveLength(0);
    expect(storage.data.size).toBe(0);
  });

  it('sends what pending kept once consent is granted, and stores again', async () => {
    const storage = createMemoryStorage();
    const { tracker, sentNames } = createHarness({ consent: 'pending' }, { storage });
    tracker.identify('u1');
    tracker.track('a');
    tracker.setConsent('granted');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.data.has(KEY)).toBe(true);
    tracker.track('b');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentNames()).toEqual(['a', 'b']);
  });

  it('drops every queued event when denied, in memory and storage, and tracks nothing more', async () => {
    const storage = createMemoryStorage();
    const { tracker, sentNames, transport } = createHarness({}, { storage });
    tracker.identify('u1');
    tracker.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.data.has(KEY)).toBe(true);
    tracker.setConsent('denied');
    expect(storage.data.has(KEY)).toBe(false);
    tracker.track('b');
    await vi.advanceTimersByTimeAsync(60_000);
    await tracker.flush();
    expect(transport.posts).toHaveLength(0);
    // Granted again: only what happens from then on.
    tracker.setConsent('granted');
    tracker.track('c');
    await tracker.flush();
    expect(sentNames()).toEqual(['c']);
  });

  it('refuses a consent state it does not know, from options or later', () => {
    expect(() => createHarness({ consent: 'maybe' as never })).toThrow(
      'Invalid tracker option: consent',
    );
    const { tracker } = createHarness();
    expect(() => {
      tracker.setConsent('yes' as never);
    }).toThrow(TypeError);
  });
});
