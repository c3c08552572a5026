import type { Tracker } from '@features/tracker';

/** Events kept while the tracker module loads; beyond this the oldest are dropped. */
const MAX_BUFFERED = 200;

/**
 * A `track()` target available at once, for a tracker that loads later (the app imports the
 * tracker once its first screen is up, to keep it out of the initial bundle and off the first
 * screen's network). Calls made before the tracker is ready are replayed in order once it is.
 */
export function createDeferredTracker(load: () => Promise<Pick<Tracker, 'track'>>) {
  let ready: Pick<Tracker, 'track'> | null = null;
  const buffered: Parameters<Tracker['track']>[] = [];

  const loaded = load().then((tracker) => {
    ready = tracker;
    for (const args of buffered.splice(0)) {
      try {
        tracker.track(...args);
      } catch (error) {
        console.warn('Tracking a buffered event failed:', error);
      }
    }
    return tracker;
  });

  return {
    loaded,
    track(...args: Parameters<Tracker['track']>): void {
      if (ready) {
        ready.track(...args);
        return;
      }
      buffered.push(args);
      if (buffered.length > MAX_BUFFERED) buffered.shift();
    },
  };
}
