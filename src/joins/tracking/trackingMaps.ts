import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackContext, TrackerMode, TrackingConsent } from '@features/tracker';
import { nextTask } from '@common/lib/nextTask';
import { applyRules } from '@store/rules';
import type { CashierTracker } from './deferredTracker';
import { createDeferredTracker } from './deferredTracker';
import type { TrackedPlayer } from './playerIdentity';
import { createPlayerIdentity } from './playerIdentity';
import { trackingRules } from './trackingMap';

/** Where the cashier's tracking events go (docs/tracking.md). */
export interface CashierTrackingOptions {
  /** `project_id` of every event; default `casino-cashier`. */
  projectId?: string | undefined;
  /** The events API's origin when it is not the page's, e.g. `https://events.example`. */
  eventsOrigin?: string | undefined;
  /** The events path; default `/api-fe-events/v1/events`. */
  eventsPath?: string | undefined;
  /** `spa` (default) or `ssr`. */
  mode?: TrackerMode | undefined;
  /** `core_version` of every event. */
  coreVersion?: string | undefined;
}

export interface TrackingMapsOptions {
  /** The tracker to feed (tests), or the settings of the one to load. */
  tracker: CashierTracker | CashierTrackingOptions;
  /** The visitor's consent of the moment, for a tracker loaded here. */
  consent: () => TrackingConsent;
  /** The consent the host gave when the cashier was built, if it gave one. */
  startConsent?: TrackingConsent;
  /** The signed-in player, if the host knows them (playerIdentity.ts). */
  player?: TrackedPlayer | null | undefined;
}

export interface TrackingMaps {
  /**
   * One dispatched action, after the reducers: the player it names, then its tracking events. `at`: when and where it happened, for an action observed
   * before the maps had loaded (its events keep their own time and page).
   */
  observe: (action: UnknownAction, at?: Required<TrackContext>) => void;
  /** The host's word on who plays (`null`: logged out). */
  setPlayer: (player: TrackedPlayer | null) => void;
  /** The visitor's consent changed. */
  setConsent: (consent: TrackingConsent) => void;
  /** The cashier is disposed: the tracker is let go. */
  destroy: () => void;
}

/** The real tracker, in a chunk of its own (`@features/tracker`). */
function loadTracker(settings: CashierTrackingOptions, consent: () => TrackingConsent) {
  return createDeferredTracker(async () => {
    const { createTracker } = await import('@features/tracker');
    // Evaluating the chunk was one task; creating the tracker (it parses the user agent) is the next.
    await nextTask();
    return createTracker({
      projectId: settings.projectId ?? 'casino-cashier',
      ...(settings.eventsOrigin ? { endpointOrigin: settings.eventsOrigin } : {}),
      ...(settings.eventsPath ? { eventsPath: settings.eventsPath } : {}),
      ...(settings.mode ? { mode: settings.mode } : {}),
      ...(settings.coreVersion ? { coreVersion: settings.coreVersion } : {}),
      consent: consent(),
    });
  });
}

const isTracker = (tracker: CashierTracker | CashierTrackingOptions): tracker is CashierTracker =>
  'track' in tracker;

/**
 * The cashier's tracking (a chunk of its own, src/app/createCashier.ts loads it once the first
 * screen is up): the tracker, with the consent the host gave, and actions → the tracker's player
 * (playerIdentity.ts) and tracking events (trackingMap.ts). The `spi-*` map is
 * not deferred: a host hears of each event as it happens (before the cashier asks it for a new
 * token, say).
 */
export function createTrackingMaps({
  tracker: given,
  consent,
  startConsent,
  player,
}: TrackingMapsOptions): TrackingMaps {
  const tracker = isTracker(given) ? given : loadTracker(given, consent);
  if (startConsent !== undefined) tracker.setConsent(startConsent);
  const identity = createPlayerIdentity(tracker, player);
  let at: Required<TrackContext> | undefined;
  const track = applyRules('Tracking', trackingRules, ({ event, fields }) => {
    if (at) tracker.track(event, { ...fields }, at);
    else tracker.track(event, { ...fields });
  });
  return {
    observe: (action, when) => {
      identity.observe(action);
      at = when;
      track(action);
    },
    setPlayer: identity.setPlayer,
    setConsent: (next) => {
      tracker.setConsent(next);
    },
    destroy: () => {
      tracker.destroy();
    },
  };
}
