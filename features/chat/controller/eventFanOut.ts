import type { EventHandlers } from '@livechat/widget-core';

/** Every provider event widget-core forwards, by its handler name. */
export const CHAT_EVENT_NAMES = [
  'onReady',
  'onAvailabilityChanged',
  'onVisibilityChanged',
  'onCustomerStatusChanged',
  'onNewEvent',
  'onFormSubmitted',
  'onRatingSubmitted',
  'onGreetingDisplayed',
  'onGreetingHidden',
  'onRichMessageButtonClicked',
] as const satisfies readonly (keyof EventHandlers)[];

export type ChatEventName = (typeof CHAT_EVENT_NAMES)[number];

type AnyHandler = (payload: unknown) => void;

/**
 * One set of handlers registered with widget-core once (before the script loads, so nothing is
 * missed), fanning each event out to any number of subscribers added later.
 */
export function createEventFanOut() {
  const subscribers = new Set<EventHandlers>();
  let open = true;
  const emit = (name: ChatEventName, payload: unknown) => {
    if (!open) return;
    for (const handlers of [...subscribers]) {
      (handlers[name] as AnyHandler | undefined)?.(payload);
    }
  };
  return {
    emit,
    /** widget-core handlers forwarding every event; `overrides` intercept some of them first. */
    forwarders(overrides: Partial<Record<ChatEventName, AnyHandler>> = {}): EventHandlers {
      const entries = CHAT_EVENT_NAMES.map((name) => {
        const forward: AnyHandler =
          overrides[name] ??
          ((payload) => {
            emit(name, payload);
          });
        return [name, forward] as const;
      });
      return Object.fromEntries(entries);
    },
    subscribe(handlers: EventHandlers): () => void {
      if (open) subscribers.add(handlers);
      return () => {
        subscribers.delete(handlers);
      };
    },
    /** Drops every subscriber and ignores events from now on. */
    close() {
      open = false;
      subscribers.clear();
    },
  };
}
