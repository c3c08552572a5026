import { describe, expect, it, vi } from 'vitest';
import { createDeferredTracker } from './deferredTracker';

describe('createDeferredTracker', () => {
  it('replays events tracked before the tracker loaded, in order, then tracks directly', async () => {
    const track = vi.fn();
    let resolve: (tracker: { track: typeof track }) => void = () => undefined;
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
    resolve({ track });
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
    const deferred = createDeferredTracker(() => Promise.resolve({ track }));
    for (let index = 0; index < 250; index += 1) deferred.track(`e${String(index)}`);
    await deferred.loaded;
    expect(track).toHaveBeenCalledTimes(200);
    expect(track.mock.calls[0]?.[0]).toBe('e50');
  });
});
