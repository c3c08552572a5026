import type { UnknownAction } from '@reduxjs/toolkit';
import { ANONYMOUS_USER_ID } from '@features/tracker/constants';
import type { TrackerUserMetadata } from '@features/tracker';
import { paymentsApi } from '@features/payments';
import type { CashierTracker } from './deferredTracker';

/**
 * The signed-in player as the tracker knows them: the id and what its events carry besides
 * (`temp_player_id`, `license`, `ip_country`, and `stag`/`interlayer_id` where the host knows them
 * better than the page's query and cookies).
 */
export interface TrackedPlayer extends Omit<TrackerUserMetadata, 'userAgent'> {
  id: string;
}

/** The player from `GET /config` (its affiliate tag is the stag). */
interface ConfigPlayer {
  id: string;
  affiliateTag?: string | undefined;
  tempPlayerId?: string | undefined;
  license?: string | undefined;
  ipCountry?: string | undefined;
  interlayerId?: string | undefined;
}

/** The tracker metadata a player gives, named one by one: nothing else (a name, an email) goes. */
const METADATA_KEYS = ['stag', 'tempPlayerId', 'license', 'ipCountry', 'interlayerId'] as const;

function metadataOf(player: TrackedPlayer): TrackerUserMetadata {
  const metadata: TrackerUserMetadata = {};
  for (const key of METADATA_KEYS) {
    const value = player[key];
    if (typeof value === 'string' && value !== '') metadata[key] = value;
  }
  return metadata;
}

/** The config's player as the tracker knows them: its affiliate tag is the stag. */
const fromConfig = (player: ConfigPlayer): TrackedPlayer => ({
  id: player.id,
  ...metadataOf({ ...player, stag: player.affiliateTag }),
});

export interface PlayerIdentity {
  /**
   * The host's word on who plays: a player, or `null` after a logout. It wins over the config's
   * player from then on.
   */
  setPlayer: (player: TrackedPlayer | null) => void;
  /** Follows the config: an action that is `GET /config` answered may name the signed-in player. */
  observe: (action: UnknownAction) => void;
}

/**
 * Who the tracker's events belong to. At start: the host's player if it gave one, else an
 * anonymous visitor, until `GET /config` names the signed-in player. A logout (`setPlayer(null)`)
 * resets the tracker (its queued events are dropped with the user) and tracks an anonymous visitor
 * from then on. Each event is built with the user of the moment it is tracked, so a switch from
 * one player to another never sends the first one's events under the second one's id.
 */
export function createPlayerIdentity(
  tracker: Pick<CashierTracker, 'identify' | 'reset'>,
  hostPlayer?: TrackedPlayer | null,
): PlayerIdentity {
  /** Who the tracker has: a player, an anonymous visitor (`null`), or nobody yet (`undefined`). */
  let current: TrackedPlayer | null | undefined;
  let hostDecides = hostPlayer !== undefined;

  const identify = (player: TrackedPlayer | null): void => {
    if (player === null) {
      if (current === null) return; // already an anonymous visitor
      // A logout: the player's queued events go with them (the tracker's reset).
      if (current !== undefined) tracker.reset();
      current = null;
      tracker.identify(ANONYMOUS_USER_ID);
      return;
    }
    current = player;
    tracker.identify(player.id, metadataOf(player));
  };
  identify(hostPlayer ?? null);

  return {
    setPlayer: (player) => {
      hostDecides = true;
      if (player !== null && typeof player.id !== 'string') {
        console.warn('setPlayer: a player needs a string id', player);
        return;
      }
      if (JSON.stringify(player) !== JSON.stringify(current)) identify(player);
    },
    observe: (action) => {
      if (!paymentsApi.endpoints.config.matchFulfilled(action)) return;
      const player = action.payload.player;
      if (hostDecides || !player) return;
      const next = fromConfig(player);
      if (JSON.stringify(next) !== JSON.stringify(current)) identify(next);
    },
  };
}
