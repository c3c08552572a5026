import type { Tracker } from '@features/tracker';
import type { StartAppListening } from '../listener';
import { registerRules } from '../rules';
import type { TrackingRule } from './trackingMap';
import { trackingRules } from './trackingMap';

/**
 * Feeds dispatched actions into the event tracker through the declarative tracking map
 * (trackingMap.ts). It only observes: the action reaches the reducers first and unchanged, and a
 * tracking failure (e.g. no identified user yet) is logged, never thrown into the app.
 */
export function registerTracking(
  startAppListening: StartAppListening,
  tracker: Pick<Tracker, 'track'>,
  rules: readonly TrackingRule[] = trackingRules,
) {
  return registerRules(startAppListening, 'Tracking', rules, ({ event, fields }) => {
    tracker.track(event, { ...fields });
  });
}
