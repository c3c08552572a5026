import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackContext } from '@features/tracker';
import { applyRules } from './rules';
import type { CashierTracker } from './tracking/deferredTracker';
import type { TrackedPlayer } from './tracking/playerIdentity';
import { createPlayerIdentity } from './tracking/playerIdentity';
import { trackingRules } from './tracking/trackingMap';
import type { WidgetEventSink, WidgetEventSinkOptions } from './widgetEvents/eventSink';
import { createWidgetEventSink } from './widgetEvents/eventSink';
import { createSpiEventRules } from './widgetEvents/spiEventMap';

export interface ActionMapsOptions {
  /** Where the `spi-*` events go: a sink, or the options of the one to create; none: no events. */
  sink?: WidgetEventSink | WidgetEventSinkOptions | null | undefined;
  /** The tracker the tracking map feeds, with the player's identity; none: no tracking. */
  tracker?: CashierTracker | null | undefined;
  /** The signed-in player, if the host knows them (store/tracking/playerIdentity.ts). */
  player?: TrackedPlayer | null | undefined;
}

export interface ActionMaps {
  /**
   * One dispatched action, after the reducers: its `spi-*` events, the player it names, its
   * tracking events (in that order). `at`: when and where it happened, for an action observed
   * before the maps had loaded (its events keep their own time and page).
   */
  observe: (action: UnknownAction, at?: Required<TrackContext>) => void;
  /** The host's word on who plays (`null`: logged out). */
  setPlayer: (player: TrackedPlayer | null) => void;
}

const isSink = (sink: WidgetEventSink | WidgetEventSinkOptions): sink is WidgetEventSink =>
  'emit' in sink;

/**
 * The cashier's action maps (a chunk of its own, src/app/createCashier.ts loads it after the
 * first screen): actions → the widget's `spi-*` events (widgetEvents/spiEventMap.ts), the
 * tracker's player (tracking/playerIdentity.ts) and tracking events (tracking/trackingMap.ts).
 */
export function createActionMaps({ sink, tracker, player }: ActionMapsOptions): ActionMaps {
  const observers: ((action: UnknownAction, at?: Required<TrackContext>) => void)[] = [];
  if (sink) {
    const events = isSink(sink) ? sink : createWidgetEventSink(sink);
    observers.push(
      applyRules('Widget event rule', createSpiEventRules(), (event) => {
        events.emit(event.name, event.detail);
      }),
    );
  }
  const identity = tracker ? createPlayerIdentity(tracker, player) : null;
  if (tracker && identity) {
    observers.push(identity.observe);
    let at: Required<TrackContext> | undefined;
    const track = applyRules('Tracking', trackingRules, ({ event, fields }) => {
      if (at) tracker.track(event, { ...fields }, at);
      else tracker.track(event, { ...fields });
    });
    observers.push((action, when) => {
      at = when;
      track(action);
    });
  }
  return {
    observe: (action, at) => {
      for (const observe of observers) observe(action, at);
    },
    setPlayer: (next) => identity?.setPlayer(next),
  };
}
