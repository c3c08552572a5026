/**
 * The host demo page's script (public/embed-demo/index.html, docs/embedding.md): a stand-in for a
 * casino's own code. It writes every `spi-*` event each widget emits into the page's event log, as
 * text, and drives the widgets through their attributes. Built beside the widget as
 * `dist/widget/embed-demo.js`.
 *
 * It imports no widget code: the page loads it before the widget script, so its listeners are on
 * the (not yet defined) elements before the first widget event can fire.
 */
import type { SpiEventName } from '../index';

/** Every widget event (docs/embedding.md): a missing or unknown name fails to compile. */
const LISTENED: Record<SpiEventName, true> = {
  'spi-render-form': true,
  'spi-notification': true,
  'spi-change-payment-action': true,
  'spi-change-currency': true,
  'spi-change-language': true,
  'spi-accounts-updated': true,
  'spi-redirect': true,
  'spi-new-methods-available': true,
  'spi-payment-popup-closed': true,
  'spi-payment-submit': true,
  'spi-web-socket-connection': true,
  'spi-close-fast-deposit-modal': true,
  'spi-user-updated': true,
  'spi-session-expired': true,
  'spi-session-ended': true,
  'spi-deposit-limit-reached': true,
  'spi-deposits-blocked': true,
  'spi-verification-required': true,
  'spi-verification-document-uploaded': true,
  'spi-verification-status-changed': true,
  'spi-wallet-outcome': true,
};
const SPI_EVENT_NAMES = Object.keys(LISTENED);

function describeWidget(widget: Element): string {
  return widget.getAttribute('data-demo-name') ?? widget.id;
}

/** Appends one log line: `[widget] spi-name {"json":"detail"}`, newest last. */
function logEvent(log: HTMLElement, widget: Element, event: Event): void {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  const item = document.createElement('li');
  item.dataset.widget = describeWidget(widget);
  item.dataset.event = event.type;
  const name = document.createElement('strong');
  name.textContent = `[${describeWidget(widget)}] ${event.type}`;
  const payload = document.createElement('code');
  payload.textContent = JSON.stringify(detail ?? null);
  item.append(name, ' ', payload);
  log.append(item);
}

function listenToWidgets(log: HTMLElement): void {
  for (const widget of document.querySelectorAll('cashier-widget')) {
    for (const name of SPI_EVENT_NAMES) {
      widget.addEventListener(name, (event) => {
        logEvent(log, widget, event);
      });
    }
  }
}

/** `<select data-controls="widget-id" data-attribute="language">` sets that widget's attribute. */
function wireControls(): void {
  for (const control of document.querySelectorAll<HTMLSelectElement>('select[data-controls]')) {
    const widget = document.getElementById(control.dataset.controls ?? '');
    const attribute = control.dataset.attribute;
    if (!widget || !attribute) continue;
    control.addEventListener('change', () => {
      widget.setAttribute(attribute, control.value);
    });
  }
}

function start(): void {
  const log = document.getElementById('event-log');
  if (!log) return;
  listenToWidgets(log);
  wireControls();
  document.getElementById('clear-log')?.addEventListener('click', () => {
    log.replaceChildren();
  });
}

start();
