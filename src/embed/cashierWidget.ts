import { isCashierRoute } from '@features/navigation';
import type { MountedCashier } from '@/app/mountCashier';
import { CashierSettingsError, mountCashier } from '@/app/mountCashier';
import type { TokenSource } from '@store/connection';
import type { Appearance, ResolvedAppearance, ThemeValueSupport } from './appearance';
import { THEME_PROPERTIES, resolveAppearance, resolveAppearanceAttribute } from './appearance';
import type { ObservedAttribute } from './widgetAttributes';
import {
  CASHIER_WIDGET_TAG,
  OBSERVED_ATTRIBUTES,
  cashierIdOnPage,
  consentOf,
  isMountAttribute,
  isPaymentAction,
  isPlayerAttribute,
  mountOptionsOf,
  playerOf,
  warnPaymentAction,
} from './widgetAttributes';

export { CASHIER_WIDGET_TAG, cashierIdOnPage } from './widgetAttributes';

/** Class of the element inside the shadow root that the cashier mounts into (src/embed/widget.css). */
export const WIDGET_ROOT_CLASS = 'cashier-widget-root';

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
 * `<cashier-widget>`: the cashier in an open shadow root (docs/embedding.md), so the host page's
 * CSS cannot reach it and its CSS cannot reach the host page.
 *
 * Attributes: `language`, `currency`, `payment-action` (`deposit` | `cashout`) follow changes at
 * any time, and so does `route` (`/`, `fast-deposit`, `transaction-history`, `support`,
 * `terms-and-conditions`); `parent-origin` (where events are posted when the widget runs in an
 * iframe); the live chat: `chat-license`, `chat-group`, `chat-between-groups` (present = true),
 * `chat-visibility`; the ways to reach support besides it, `support-email` and `support-url` (a
 * wrong one is logged and left out); `allowed-hosts` (provider hosts, comma- or space-separated) and
 * `responsible-gambling-url`; and the theme, `appearance` (JSON `{ "variables": { "colorPrimary": "#7c3aed" } }`, docs/embedding.md).
 * The `appearance` property takes the same object and wins over the attribute. The `spi-*` events
 * are dispatched on the element (bubbling, composed).
 *
 * Tracking (docs/tracking.md): `tracking="off"` tracks nothing; `tracking-project-id`,
 * `tracking-events-origin` and `tracking-mode` say where the events go (changing one mounts the
 * cashier again). The signed-in player: `player-id` with `player-temp-id`, `player-license`,
 * `player-ip-country`, `player-stag`, `player-interlayer-id`; removing `player-id` is a logout.
 * `consent` (`granted`, `pending`, `denied`) follows changes at any time.
 *
 * The back end (docs/configuration.md): `api-base-url`, `api-credentials`
 * (`cookies` | `bearer`), `events-url`, `locales-path`, and the operator's identity-verification
 * page `verification-url`; the `getToken` property is the host's token
 * source (docs/embedding.md). Settings it cannot use show the start-failure
 * message in the widget, with the problems named.
 *
 * `cashier-id` names the widget on its page (1 to 64 characters, the same on every load): a payment
 * the player left it for a provider's page for is shown, on their return, by this widget only.
 * Without it, the widget is named by its place among the page's widgets (`cashierIdOnPage`).
 */
export class CashierWidgetElement extends HTMLElement {
  static readonly observedAttributes: readonly ObservedAttribute[] = OBSERVED_ATTRIBUTES;

  /** Stylesheet URLs linked inside every shadow root; the widget build sets its CSS file here. */
  static stylesheets: readonly string[] = [];

  /**
   * The host's token source (bearer tokens, or renewing a cookie session after a 401). Read at each
   * call, so it can be set or replaced at any time.
   */
  getToken: TokenSource | undefined;

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

  /** The theme as an object (docs/embedding.md); set `undefined` to fall back to the attribute. */
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
    try {
      this.#cashier = mountCashier(
        root,
        mountOptionsOf(this, {
          idOnPage: cashierIdOnPage(this),
          getToken: (reason) => (this.getToken ? this.getToken(reason) : null),
          eventTarget: this,
        }),
      );
    } catch (error) {
      if (!(error instanceof CashierSettingsError)) throw error;
      const language = this.getAttribute('language') ?? undefined;
      void import('@/app/boot/startFailure').then(({ showStartFailure }) =>
        showStartFailure(root, error.problems, language),
      );
    }
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
    if (name === 'appearance') {
      if (previous === value) return;
      this.#applyAppearance();
      return;
    }
    if (isMountAttribute(name)) {
      // Fixed for a mounted cashier (where events go, the chat's settings): mount it again.
      if (previous !== value && this.#cashier) {
        this.disconnectedCallback();
        this.connectedCallback();
      }
      return;
    }
    const cashier = this.#cashier;
    if (!cashier) return; // read when the element connects
    if (isPlayerAttribute(name)) {
      cashier.setPlayer(playerOf(this) ?? null);
      return;
    }
    // The same value again still counts: the player may have moved on inside the widget since
    // (`route="fast-deposit"` set again reopens the modal). The setters ignore what is already so.
    switch (name) {
      case 'language':
        if (value) cashier.setLanguage(value);
        break;
      case 'currency':
        if (value) cashier.setCurrency(value);
        break;
      case 'payment-action':
        if (isPaymentAction(value)) cashier.setPaymentAction(value);
        else warnPaymentAction();
        break;
      case 'consent': {
        const consent = consentOf(this);
        if (consent) cashier.setConsent(consent);
        break;
      }
      case 'route': {
        const route = value ?? '/';
        if (isCashierRoute(route)) cashier.setRoute(route);
        else console.warn(`<${CASHIER_WIDGET_TAG}>: unknown route "${route}"`);
        break;
      }
    }
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
