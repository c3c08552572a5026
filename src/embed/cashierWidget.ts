import type { ChatSettingsInput, ChatVisibility } from '@features/chat';
import type { PaymentAction } from '@features/payments';
import { isCashierRoute } from '@features/navigation';
import type { MountCashierOptions, MountedCashier } from '@/app/mountCashier';
import type { RuntimeConfig } from '@/app/runtimeConfig';
import { CashierSettingsError, mountCashier } from '@/app/mountCashier';
import {
  OPERATOR_SETTINGS,
  OPERATOR_SETTING_ATTRIBUTES,
  OPERATOR_SETTING_KEYS,
} from '@contract/settings';
import type { TokenSource } from '@store/connection';
import { parseAllowedHosts } from '@/app/cashierOptions';
import { DEFAULT_CASHIER_ID } from '@/lib/cashierId';
import type { TrackingConsent } from '@features/tracker';
import type { TrackedPlayer } from '@store/tracking/playerIdentity';
import type { Appearance, ResolvedAppearance, ThemeValueSupport } from './appearance';
import { THEME_PROPERTIES, resolveAppearance, resolveAppearanceAttribute } from './appearance';

/** The custom element's tag name. */
export const CASHIER_WIDGET_TAG = 'cashier-widget';

/** Class of the element inside the shadow root that the cashier mounts into (src/embed/widget.css). */
export const WIDGET_ROOT_CLASS = 'cashier-widget-root';

/**
 * Attributes read when the cashier mounts: changing one mounts it again. The operator settings'
 * come from their table (contract/settings.ts).
 */
const MOUNT_ATTRIBUTES = [
  'cashier-id',
  ...OPERATOR_SETTING_ATTRIBUTES,
  'tracking',
  'tracking-project-id',
  'tracking-events-origin',
  'tracking-mode',
  'parent-origin',
  'chat-license',
  'chat-group',
  'chat-between-groups',
  'chat-visibility',
  'allowed-hosts',
] as const;

/** The attributes that describe the signed-in player: a change is a new player (or a logout). */
const PLAYER_ATTRIBUTES = [
  'player-id',
  'player-temp-id',
  'player-license',
  'player-ip-country',
  'player-stag',
  'player-interlayer-id',
] as const;

const OBSERVED_ATTRIBUTES = [
  'language',
  'currency',
  'payment-action',
  'appearance',
  'route',
  'consent',
  ...MOUNT_ATTRIBUTES,
  ...PLAYER_ATTRIBUTES,
] as const;

const CONSENT_VALUES: readonly string[] = ['granted', 'pending', 'denied'];

type ObservedAttribute = (typeof OBSERVED_ATTRIBUTES)[number];

const CHAT_VISIBILITY_VALUES: readonly string[] = ['hidden', 'maximized', 'minimized'];

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
 * `<cashier-widget>`: the cashier in an open shadow root (docs/embedding.md), so the host page's
 * CSS cannot reach it and its CSS cannot reach the host page.
 *
 * Attributes: `language`, `currency`, `payment-action` (`deposit` | `cashout`) follow changes at
 * any time, and so does `route` (`/`, `fast-deposit`, `transaction-history`, `support`,
 * `terms-and-conditions`); `parent-origin` (where events are posted when the widget runs in an
 * iframe); the live chat: `chat-license`, `chat-group`, `chat-between-groups` (present = true),
 * `chat-visibility`; the ways to reach support besides it, `support-email` and `support-url` (a
 * wrong one is logged and left out); `allowed-hosts` (provider hosts, comma- or space-separated) and
 * `responsible-gambling-url`; and the theme, `appearance` (JSON `{ "variables": { "colorPrimary": "#7c3aed" } }`, docs/embedding.md "Theming").
 * The `appearance` property takes the same object and wins over the attribute. The `spi-*` events
 * are dispatched on the element (bubbling, composed).
 *
 * Tracking (docs/tracking.md): `tracking="off"` tracks nothing; `tracking-project-id`,
 * `tracking-events-origin` and `tracking-mode` say where the events go (changing one mounts the
 * cashier again). The signed-in player: `player-id` with `player-temp-id`, `player-license`,
 * `player-ip-country`, `player-stag`, `player-interlayer-id`; removing `player-id` is a logout.
 * `consent` (`granted`, `pending`, `denied`) follows changes at any time.
 *
 * The back end (docs/configuration.md "Runtime settings"): `api-base-url`, `api-credentials`
 * (`cookies` | `bearer`), `events-url`, `locales-path`, and the operator's identity-verification
 * page `verification-url`; the `getToken` property is the host's token
 * source (docs/embedding.md "Sessions and tokens"). Settings it cannot use show the start-failure
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
      this.#cashier = mountCashier(root, this.#mountOptions());
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
    if ((MOUNT_ATTRIBUTES as readonly string[]).includes(name)) {
      // Fixed for a mounted cashier (where events go, the chat's settings): mount it again.
      if (previous !== value && this.#cashier) {
        this.disconnectedCallback();
        this.connectedCallback();
      }
      return;
    }
    const cashier = this.#cashier;
    if (!cashier) return; // read when the element connects
    if ((PLAYER_ATTRIBUTES as readonly string[]).includes(name)) {
      cashier.setPlayer(this.#player() ?? null);
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
        else console.warn(`<${CASHIER_WIDGET_TAG}>: payment-action must be deposit or cashout`);
        break;
      case 'consent': {
        const consent = this.#consent();
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

  #mountOptions(): MountCashierOptions {
    const paymentAction = this.getAttribute('payment-action');
    if (paymentAction !== null && !isPaymentAction(paymentAction)) {
      console.warn(`<${CASHIER_WIDGET_TAG}>: payment-action must be deposit or cashout`);
    }
    return {
      // Checked by mountCashier, which names a wrong value.
      id: this.getAttribute('cashier-id') ?? cashierIdOnPage(this),
      ...this.#operatorSettings(),
      getToken: (reason) => (this.getToken ? this.getToken(reason) : null),
      language: this.getAttribute('language') ?? undefined,
      currency: this.getAttribute('currency') ?? undefined,
      paymentAction: isPaymentAction(paymentAction) ? paymentAction : undefined,
      parentOrigin: this.getAttribute('parent-origin') ?? undefined,
      route: this.#route(),
      chat: this.#chatSettings(),
      allowedHosts: parseAllowedHosts(this.getAttribute('allowed-hosts')),
      eventTarget: this,
      tracking: this.#tracking(),
      ...(this.hasAttribute('player-id') ? { player: this.#player() ?? null } : {}),
      ...(this.#consent() ? { consent: this.#consent() } : {}),
    };
  }

  /** `tracking="off"` tracks nothing; else the tracker's settings from the attributes. */
  /** The operator settings as written: mountCashier checks them and names a wrong value. */
  #operatorSettings(): RuntimeConfig {
    return Object.fromEntries(
      OPERATOR_SETTING_KEYS.map((key) => [
        key,
        this.getAttribute(OPERATOR_SETTINGS[key].attribute) ?? undefined,
      ]),
    );
  }

  #tracking(): MountCashierOptions['tracking'] {
    if (this.getAttribute('tracking') === 'off') return false;
    const mode = this.getAttribute('tracking-mode');
    if (mode !== null && mode !== 'spa' && mode !== 'ssr') {
      console.warn(`<${CASHIER_WIDGET_TAG}>: tracking-mode must be spa or ssr`);
    }
    return {
      projectId: this.getAttribute('tracking-project-id') ?? undefined,
      eventsOrigin: this.getAttribute('tracking-events-origin') ?? undefined,
      mode: mode === 'spa' || mode === 'ssr' ? mode : undefined,
    };
  }

  /** The player the `player-*` attributes describe; none without `player-id`. */
  #player(): TrackedPlayer | undefined {
    const id = this.getAttribute('player-id');
    if (!id) return undefined;
    const optional = (name: string) => this.getAttribute(name) ?? undefined;
    return {
      id,
      tempPlayerId: optional('player-temp-id'),
      license: optional('player-license'),
      ipCountry: optional('player-ip-country'),
      stag: optional('player-stag'),
      interlayerId: optional('player-interlayer-id'),
    };
  }

  #consent(): TrackingConsent | undefined {
    const consent = this.getAttribute('consent');
    if (consent === null) return undefined;
    if (CONSENT_VALUES.includes(consent)) return consent as TrackingConsent;
    console.warn(`<${CASHIER_WIDGET_TAG}>: consent must be granted, pending or denied`);
    return undefined;
  }

  #route() {
    const route = this.getAttribute('route');
    if (route === null || isCashierRoute(route)) return route ?? undefined;
    console.warn(`<${CASHIER_WIDGET_TAG}>: unknown route "${route}"`);
    return undefined;
  }

  /** The chat settings from the attributes; the cashier checks them (a bad license → notice). */
  #chatSettings(): ChatSettingsInput | undefined {
    const license = this.getAttribute('chat-license');
    if (license === null) return undefined;
    const group = this.getAttribute('chat-group');
    const visibility = this.getAttribute('chat-visibility');
    if (visibility !== null && !CHAT_VISIBILITY_VALUES.includes(visibility)) {
      console.warn(
        `<${CASHIER_WIDGET_TAG}>: chat-visibility must be hidden, maximized or minimized`,
      );
    }
    return {
      license,
      ...(group === null ? {} : { group }),
      ...(this.hasAttribute('chat-between-groups') ? { chatBetweenGroups: true } : {}),
      ...(visibility !== null && CHAT_VISIBILITY_VALUES.includes(visibility)
        ? { visibility: visibility as ChatVisibility }
        : {}),
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

/** A document, a shadow root or an element: a node whose descendants can be queried. */
const hasDescendants = (node: Node): node is Node & ParentNode => 'querySelectorAll' in node;

/**
 * The id of a widget without `cashier-id`: its place among the `<cashier-widget>` elements of its
 * document (or shadow root), in document order: `main` for the first, then `main-2`, `main-3`, …
 * The same on every load of a page that lays its widgets out the same way.
 */
export function cashierIdOnPage(widget: Element): string {
  const root = widget.getRootNode();
  const widgets: Element[] = hasDescendants(root)
    ? [...root.querySelectorAll(CASHIER_WIDGET_TAG)]
    : [];
  const place = widgets.indexOf(widget);
  return place <= 0 ? DEFAULT_CASHIER_ID : `${DEFAULT_CASHIER_ID}-${String(place + 1)}`;
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
