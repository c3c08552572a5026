import type { StartAppListening } from '@store/listener';
import { registerRules } from '@store/rules';
import type { WidgetEventSink } from './eventSink';
import type { SpiEventRule } from './spiEventMap';
import { createSpiEventRules } from './spiEventMap';

/**
 * Turns dispatched actions into the widget's `spi-*` events through the declarative map
 * (spiEventMap.ts). It only observes: the action reaches the reducers first and unchanged, and a
 * failing rule or sink is logged, never thrown into the app.
 */
export function registerWidgetEvents(
  startAppListening: StartAppListening,
  sink: WidgetEventSink,
  rules: readonly SpiEventRule[] = createSpiEventRules(),
) {
  return registerRules(startAppListening, 'Widget event rule', rules, (event) => {
    sink.emit(event.name, event.detail);
  });
}
