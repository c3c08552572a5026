import type { SpiEventName, SpiEventPayloads, SpiWidgetMessage } from '@contract/widgetEvents';
import { WIDGET_MESSAGE_SOURCE } from '@contract/widgetEvents';
import { checkedParentOrigin } from './parentOrigin';

export interface WidgetEventSinkOptions {
  /** Where the `CustomEvent`s are dispatched: the widget element (they bubble from there). */
  target: EventTarget;
  /**
   * The parent page's origin (`https://casino.example`): the only origin the widget posts to when
   * it runs in an iframe. Never `'*'`; anything but an http(s) origin is refused with a warning.
   */
  parentOrigin?: string | undefined;
  /** The widget's window (tests pass a fake); `window` by default. */
  win?: Pick<Window, 'parent'> | undefined;
}

export interface WidgetEventSink {
  emit: <N extends SpiEventName>(name: N, detail: SpiEventPayloads[N]) => void;
}

/**
 * Delivers the widget's events to the host: a bubbling, composed `CustomEvent` on `target` (so it
 * crosses a shadow root and reaches `document`), and, when the widget is framed and a parent
 * origin is configured, a `postMessage` to that origin only. It never throws: a failing delivery
 * is logged and the cashier goes on.
 */
export function createWidgetEventSink({
  target,
  parentOrigin,
  win = typeof window === 'undefined' ? undefined : window,
}: WidgetEventSinkOptions): WidgetEventSink {
  const origin = checkedParentOrigin(parentOrigin);
  const parent = win && win.parent !== win ? win.parent : null;

  return {
    emit(name, detail) {
      try {
        target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      } catch (error) {
        console.warn(`Widget event ${name} could not be dispatched:`, error);
      }
      if (parent === null || origin === null) return;
      const message: SpiWidgetMessage = { source: WIDGET_MESSAGE_SOURCE, type: name, detail };
      try {
        parent.postMessage(message, origin);
      } catch (error) {
        console.warn(`Widget event ${name} could not be posted to the parent window:`, error);
      }
    },
  };
}
