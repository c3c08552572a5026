import type { TrackContext, TrackFields, Tracker } from '@features/tracker';

/** Events kept while the tracker module loads; beyond this the oldest are dropped. */
const MAX_BUFFERED = 200;

/** When and where the app is now (the tracker's own defaults, taken before it has loaded). */
export type Now = () => Required<TrackContext>;

const browserNow: Now = () => ({
  timestamp: Date.now(),
  page: { hostname: window.location.hostname, pathname: window.location.pathname },
});

/**
 * A `track()` target available at once, for a tracker that loads later (the app imports the
 * tracker once its first screen is up, to keep it out of the initial bundle and off the first
 * screen's network). Calls made before the tracker is ready are replayed in order once it is,
 * with the time and page of the call. If the tracker cannot load, they are dropped with a warning.
 */
export function createDeferredTracker(
  load: () => Promise<Pick<Tracker, 'track'>>,
  now: Now = browserNow,
) {
  let ready: Pick<Tracker, 'track'> | null = null;
  let failed = false;
  let buffered: Parameters<Tracker['track']>[] = [];

  const loaded = load().then(
    (tracker) => {
      ready = tracker;
      for (const args of buffered.splice(0)) {
        try {
          tracker.track(...args);
        } catch (error) {
          console.warn('Tracking a buffered event failed:', error);
        }
      }
      return tracker;
    },
    (error: unknown) => {
      failed = true;
      console.warn(`The tracker could not load; ${String(buffered.length)} events dropped:`, error);
      buffered = [];
      return null;
    },
  );

  return {
    /** The tracker once loaded, or null when it could not load. */
    loaded,
    track(event: string, fields?: TrackFields, context?: TrackContext): void {
      if (ready) {
        ready.track(event, fields, context);
        return;
      }
      if (failed) return;
      buffered.push([event, fields, { ...now(), ...context }]);
      if (buffered.length > MAX_BUFFERED) buffered.shift();
    },
  };
}
