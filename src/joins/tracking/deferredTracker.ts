import type { TrackContext, TrackFields, Tracker } from '@features/tracker';
import type { Now } from './now';
import { browserNow } from './now';

/** Calls kept while the tracker module loads; beyond this the oldest events are dropped. */
const MAX_BUFFERED = 200;

/** What the cashier asks of a tracker. */
export type CashierTracker = Pick<
  Tracker,
  'track' | 'identify' | 'reset' | 'setConsent' | 'destroy'
>;

type Call = (tracker: CashierTracker) => void;

/**
 * A tracker available at once, for one that loads later (the app imports the tracker once its
 * first screen is up, to keep it out of the initial bundle and off the first screen's network).
 * Calls made before the tracker is ready (identify, consent, reset, track) are replayed in their
 * order once it is, each event with the time and page of its call, so an event is always sent
 * under the player who was identified when it happened. If the tracker cannot load, they are
 * dropped with a warning.
 */
export function createDeferredTracker(
  load: () => Promise<CashierTracker>,
  now: Now = browserNow,
): CashierTracker & { loaded: Promise<CashierTracker | null> } {
  let ready: CashierTracker | null = null;
  let failed = false;
  let buffered: { call: Call; isEvent: boolean }[] = [];

  const loaded = load().then(
    (tracker) => {
      ready = tracker;
      for (const { call } of buffered.splice(0)) {
        try {
          call(tracker);
        } catch (error) {
          console.warn('A buffered tracker call failed:', error);
        }
      }
      return tracker;
    },
    (error: unknown) => {
      failed = true;
      const events = buffered.filter(({ isEvent }) => isEvent).length;
      console.warn(`The tracker could not load; ${String(events)} events dropped:`, error);
      buffered = [];
      return null;
    },
  );

  const run = (call: Call, isEvent = false): void => {
    if (ready) {
      call(ready);
      return;
    }
    if (failed) return;
    buffered.push({ call, isEvent });
    if (buffered.filter((entry) => entry.isEvent).length > MAX_BUFFERED) {
      buffered.splice(
        buffered.findIndex((entry) => entry.isEvent),
        1,
      );
    }
  };

  return {
    /** The tracker once loaded, or null when it could not load. */
    loaded,
    track(event: string, fields?: TrackFields, context?: TrackContext): void {
      if (ready) {
        ready.track(event, fields, context);
        return;
      }
      const at = { ...now(), ...context };
      run((tracker) => {
        tracker.track(event, fields, at);
      }, true);
    },
    identify: (userId, metadata) => {
      run((tracker) => {
        tracker.identify(userId, metadata);
      });
    },
    reset: () => {
      run((tracker) => {
        tracker.reset();
      });
    },
    setConsent: (consent) => {
      run((tracker) => {
        tracker.setConsent(consent);
      });
    },
    destroy: () => {
      run((tracker) => {
        tracker.destroy();
      });
    },
  };
}
