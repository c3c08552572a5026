import { describe, expect, it, vi } from 'vitest';
import { createDeferredTracker } from './deferredTracker';

describe('createDeferredTracker', () => {
  it('replays events tracked before the tracker loaded, in order, then tracks directly', async () => {
    const track = vi.fn();
    let resolve: (tracker: { track: typeof track }) => void = () => undefined;
    const deferred = createDeferredTracker(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    deferred.track('a', { n: 1 });
    deferred.track('b');
    expect(track).not.toHaveBeenCalled();
    resolve({ track });
    await deferred.loaded;
    deferred.track('c');
    expect(track.mock.calls).toEqual([['a', { n: 1 }], ['b'], ['c']]);
  });

  it('keeps only the latest 200 events while loading', async () => {
    const track = vi.fn();
    const deferred = createDeferredTracker(() => Promise.resolve({ track }));
    for (let index = 0; index < 250; index += 1) deferred.track(`e${String(index)}`);
    await deferred.loaded;
    expect(track).toHaveBeenCalledTimes(200);
    expect(track.mock.calls[0]).toEqual(['e50']);
  });
});
