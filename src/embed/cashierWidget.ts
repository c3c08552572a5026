import type { PaymentAction } from '@features/payments';
import type { MountCashierOptions, MountedCashier } from '@/app/mountCashier';
import { mountCashier } from '@/app/mountCashier';
import type { Appearance, ResolvedAppearance, ThemeValueSupport } from './appearance';
import { THEME_PROPERTIES, resolveAppearance, resolveAppearanceAttribute } from './appearance';

/** The custom element's tag name. */
export const CASHIER_WIDGET_TAG = 'cashier-widget';

/** Class of the element inside the shadow root that the cashier mounts into (src/embed/widget.css). */
export const WIDGET_ROOT_CLASS = 'cashier-widget-root';

const OBSERVED_ATTRIBUTES = [
  'language',
  'currency',
  'payment-action',
  'parent-origin',
  'appearance',
] as const;

type ObservedAttribute = (typeof OBSERVED_ATTRIBUTES)[number];

const isPaymentAction = (value: string | null): value is PaymentAction =>
  value === 'deposit' || value === 'cashout';

/** The browser's own check of a theme value, where it has `CSS.supports` (not in every test DOM). */
const browserSupports: ThemeValueSupport = (kind, value) => {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return true;
  const property = {
    color: 'color',
    length: 'width',
    fontFamily: 'font-family',
    colorScheme: 'color-scheme',
  }[kind];
  return CSS.supports(property, value);
};

/**
 * `<cashier-widget>`: the cashier in an open shadow root (README "Embedding"), so the host page's
 * CSS cannot reach it and its CSS cannot reach the host page.
 *
 * Attributes: `language`, `currency`, `payment-action` (`deposit` | `cashout`) follow changes at
 * any time; `parent-origin` (where events are posted when the widget runs in an iframe) and the
 * theme, `appearance` (JSON `{ "variables": { "colorPrimary": "#7c3aed" } }`, README "Theming").
 * The `appearance` property takes the same object and wins over the attribute. The `spi-*` events
 * are dispatched on the element (bubbling, composed).
 */
export class CashierWidgetElement extends HTMLElement {
  static readonly observedAttributes: readonly ObservedAttribute[] = OBSERVED_ATTRIBUTES;

  /** Stylesheet URLs linked inside every shadow root; the widget build sets its CSS file here. */
  static stylesheets: readonly string[] = [];

  #cashier: MountedCashier | null = null;
  #root: HTMLDivElement | null = null;
  #appearance: Appearance | undefined;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    for (const href of CashierWidgetElement.stylesheets) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      shadow.append(link);
    }
  }

  /** The theme as an object (README "Theming"); set `undefined` to fall back to the attribute. */
  get appearance(): Appearance | undefined {
    return this.#appearance;
  }

  set appearance(value: Appearance | undefined) {
    this.#appearance = value;
    this.#applyAppearance();
  }

  connectedCallback(): void {
    if (this.#cashier) return;
    const shadow = this.shadowRoot;
    if (!shadow) return;
    const root = document.createElement('div');
    root.className = WIDGET_ROOT_CLASS;
    root.setAttribute('part', 'root');
    shadow.append(root);
    this.#root = root;
    this.#applyAppearance();
    this.#cashier = mountCashier(root, this.#mountOptions());
  }

  disconnectedCallback(): void {
    this.#cashier?.unmount();
    this.#cashier = null;
    this.#root?.remove();
    this.#root = null;
  }

  attributeChangedCallback(
    name: ObservedAttribute,
    previous: string | null,
    value: string | null,
  ): void {
    if (previous === value) return;
    if (name === 'appearance') {
      this.#applyAppearance();
      return;
    }
    const cashier = this.#cashier;
    if (!cashier) return; // read when the element connects
    switch (name) {
      case 'language':
        if (value) cashier.setLanguage(value);
        break;
      case 'currency':
        if (value) cashier.setCurrency(value);
        break;
      case 'payment-action':
        if (isPaymentAction(value)) cashier.setPaymentAction(value);
        else console.warn(`<${CASHIER_WIDGET_TAG}>: payment-action must be deposit or cashout`);
        break;
      case 'parent-origin':
        // Where events are posted is fixed for a mounted cashier: mount it again.
        this.disconnectedCallback();
        this.connectedCallback();
        break;
    }
  }

  #mountOptions(): MountCashierOptions {
    const paymentAction = this.getAttribute('payment-action');
    if (paymentAction !== null && !isPaymentAction(paymentAction)) {
      console.warn(`<${CASHIER_WIDGET_TAG}>: payment-action must be deposit or cashout`);
    }
    return {
      language: this.getAttribute('language') ?? undefined,
      currency: this.getAttribute('currency') ?? undefined,
      paymentAction: isPaymentAction(paymentAction) ? paymentAction : undefined,
      parentOrigin: this.getAttribute('parent-origin') ?? undefined,
      eventTarget: this,
    };
  }

  #resolvedAppearance(): ResolvedAppearance {
    if (this.#appearance !== undefined) return resolveAppearance(this.#appearance, browserSupports);
    return resolveAppearanceAttribute(this.getAttribute('appearance'), browserSupports);
  }

  /** Sets the accepted theme values on the shadow root's element, by known property name only. */
  #applyAppearance(): void {
    const root = this.#root;
    if (!root) return;
    const { declarations, warnings } = this.#resolvedAppearance();
    for (const warning of warnings) console.warn(`<${CASHIER_WIDGET_TAG}>: ${warning}`);
    for (const property of THEME_PROPERTIES) root.style.removeProperty(property);
    for (const { property, value } of declarations) root.style.setProperty(property, value);
  }
}

/** Defines `<cashier-widget>` once; a second call (or a second copy of the script) is a no-op. */
export function defineCashierWidget(registry: CustomElementRegistry = customElements): void {
  if (registry.get(CASHIER_WIDGET_TAG)) return;
  registry.define(CASHIER_WIDGET_TAG, CashierWidgetElement);
}

declare global {
  interface HTMLElementTagNameMap {
    [CASHIER_WIDGET_TAG]: CashierWidgetElement;
  }
}
