import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { WidgetEventSink } from './eventSink';
import type { SpiEventRule } from './spiEventMap';
import { createSpiEventRules } from './spiEventMap';

/**
 * Turns dispatched actions into the widget's `spi-*` events through the declarative map
 * (spiEventMap.ts). It only observes: the action reaches the reducers first and unchanged, and a
 * failing rule or sink is logged, never thrown into the app.
 */
export function createWidgetEventsMiddleware(
  sink: WidgetEventSink,
  rules: readonly SpiEventRule[] = createSpiEventRules(),
): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    for (const { name, toEvents } of rules) {
      try {
        for (const event of toEvents(action as UnknownAction)) sink.emit(event.name, event.detail);
      } catch (error) {
        console.warn(`Widget event rule "${name}" failed:`, error);
      }
    }
    return result;
  };
}
