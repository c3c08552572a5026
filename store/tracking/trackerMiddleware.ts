import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { Tracker } from '@features/tracker';
import type { TrackingRule } from './trackingMap';
import { trackingRules } from './trackingMap';

/**
 * Feeds dispatched actions into the event tracker through the declarative tracking map. It only
 * observes: the action reaches the reducers unchanged, and a tracking failure (e.g. no identified
 * user yet) is logged, never thrown into the app.
 */
export function createTrackerMiddleware(
  tracker: Pick<Tracker, 'track'>,
  rules: readonly TrackingRule[] = trackingRules,
): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    for (const { toEvent, name } of rules) {
      const tracked = toEvent(action as UnknownAction);
      if (!tracked) continue;
      try {
        tracker.track(tracked.event, { ...tracked.fields });
      } catch (error) {
        console.warn(`Tracking "${name}" failed:`, error);
      }
    }
    return result;
  };
}
