import type { SpiEventName, SpiEventPayloads, SpiWidgetMessage } from '@contract/widgetEvents';
import { WIDGET_MESSAGE_SOURCE } from '@contract/widgetEvents';

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
 * An http(s) origin exactly as `URL#origin` spells it, or null. `'*'`, paths, credentials, other
 * schemes and opaque origins are refused: a wildcard would hand the events to whatever page framed
 * the widget.
 */
export function toParentOrigin(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === candidate.trim().toLowerCase().replace(/\/$/, '') ? url.origin : null;
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
  const origin = parentOrigin === undefined ? null : toParentOrigin(parentOrigin);
  if (parentOrigin !== undefined && origin === null) {
    console.warn(
      `Widget events: parentOrigin ${JSON.stringify(parentOrigin)} is not an http(s) origin; ` +
        'nothing will be posted to the parent window.',
    );
  }
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
