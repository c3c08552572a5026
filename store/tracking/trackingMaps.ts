import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackContext } from '@features/tracker';
import { applyRules } from '../rules';
import type { CashierTracker } from './deferredTracker';
import type { TrackedPlayer } from './playerIdentity';
import { createPlayerIdentity } from './playerIdentity';
import { trackingRules } from './trackingMap';

export interface TrackingMapsOptions {
  /** The tracker the tracking map feeds, with the player's identity. */
  tracker: CashierTracker;
  /** The signed-in player, if the host knows them (store/tracking/playerIdentity.ts). */
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
}

/**
 * The cashier's tracking maps (a chunk of its own, src/app/createCashier.ts loads it after the
 * first screen, as the tracker itself): actions → the tracker's player
 * (playerIdentity.ts) and tracking events (trackingMap.ts). The `spi-*` map is
 * not deferred: a host hears of each event as it happens (before the cashier asks it for a new
 * token, say).
 */
export function createTrackingMaps({ tracker, player }: TrackingMapsOptions): TrackingMaps {
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
  };
}
