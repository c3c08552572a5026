// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { CashierTracker } from './deferredTracker';
import { createDeferredTracker } from './deferredTracker';

/** A tracker whose `track` is `track`, the rest recorded. */
const fake = (track: CashierTracker['track']): CashierTracker => ({
  track,
  identify: vi.fn(),
  reset: vi.fn(),
  setConsent: vi.fn(),
  destroy: vi.fn(),
});

describe('createDeferredTracker', () => {
  it('replays events tracked before the tracker loaded, in order, then tracks directly', async () => {
    const track = vi.fn();
    let resolve: (tracker: CashierTracker) => void = () => undefined;
    let clock = 1000;
    const now = () => ({
      timestamp: clock,
      page: { hostname: 'casino.example', pathname: `/at-${String(clock)}` },
    });
    const deferred = createDeferredTracker(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
      now,
    );
    deferred.track('a', { n: 1 });
    clock = 2000;
    deferred.track('b');
    expect(track).not.toHaveBeenCalled();
    clock = 9000;
    resolve(fake(track));
    await deferred.loaded;
    deferred.track('c');
    // Buffered events keep the time and page of the call, not those of the replay.
    expect(track.mock.calls).toEqual([
      [
        'a',
        { n: 1 },
        { timestamp: 1000, page: { hostname: 'casino.example', pathname: '/at-1000' } },
      ],
      [
        'b',
        undefined,
        { timestamp: 2000, page: { hostname: 'casino.example', pathname: '/at-2000' } },
      ],
      ['c', undefined, undefined],
    ]);
  });

  it('drops what it buffered, with a warning, when the tracker cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deferred = createDeferredTracker(() => Promise.reject(new Error('chunk failed')));
    deferred.track('a');
    expect(await deferred.loaded).toBeNull();
    deferred.track('b');
    expect(warn).toHaveBeenCalledWith(
      'The tracker could not load; 1 events dropped:',
      expect.any(Error),
    );
  });

  it('keeps only the latest 200 events while loading', async () => {
    const track = vi.fn();
    const deferred = createDeferredTracker(() => Promise.resolve(fake(track)));
    for (let index = 0; index < 250; index += 1) deferred.track(`e${String(index)}`);
    await deferred.loaded;
    expect(track).toHaveBeenCalledTimes(200);
    expect(track.mock.calls[0]?.[0]).toBe('e50');
  });

  it('replays identify, consent and reset in their order among the events', async () => {
    const calls: string[] = [];
    const tracker: CashierTracker = {
      track: (event) => calls.push(`track ${event}`),
      identify: (userId) => calls.push(`identify ${userId}`),
      reset: () => calls.push('reset'),
      setConsent: (consent) => calls.push(`consent ${consent}`),
      destroy: () => calls.push('destroy'),
    };
    const deferred = createDeferredTracker(() => Promise.resolve(tracker));
    deferred.setConsent('pending');
    deferred.identify('player-a');
    deferred.track('a1');
    deferred.reset();
    deferred.identify('player-b');
    deferred.track('b1');
    await deferred.loaded;
    expect(calls).toEqual([
      'consent pending',
      'identify player-a',
      'track a1',
      'reset',
      'identify player-b',
      'track b1',
    ]);
  });
});
