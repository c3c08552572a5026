import type { ChatSettingsInput, ChatVisibility } from '@features/chat';
import type { PaymentAction } from '@features/payments';
import { isCashierRoute } from '@features/navigation';
import type { TrackingConsent } from '@features/tracker';
import type { MountCashierOptions } from '@/app/mountCashier';
import type { RuntimeConfig } from '@/app/runtimeConfig';
import {
  OPERATOR_SETTINGS,
  OPERATOR_SETTING_ATTRIBUTES,
  OPERATOR_SETTING_KEYS,
} from '@contract/settings';
import { parseAllowedHosts } from '@/app/cashierOptions';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import type { TokenSource } from '@store/connection';
import type { TrackedPlayer } from '@/joins/tracking/playerIdentity';

/**
 * What `<cashier-widget>` reads from its attributes (cashierWidget.ts): which attributes it
 * observes, and each attribute turned into the option `mountCashier` takes. A wrong value is named
 * in the console and left out; the element only decides when to read them.
 */

/** The custom element's tag name. */
export const CASHIER_WIDGET_TAG = 'cashier-widget';

/**
 * Attributes read when the cashier mounts: changing one mounts it again. The operator settings'
 * come from their table (contract/settings.ts).
 */
export const MOUNT_ATTRIBUTES = [
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
export const PLAYER_ATTRIBUTES = [
  'player-id',
  'player-temp-id',
  'player-license',
  'player-ip-country',
  'player-stag',
  'player-interlayer-id',
] as const;

export const OBSERVED_ATTRIBUTES = [
  'language',
  'currency',
  'payment-action',
  'appearance',
  'route',
  'consent',
  ...MOUNT_ATTRIBUTES,
  ...PLAYER_ATTRIBUTES,
] as const;

export type ObservedAttribute = (typeof OBSERVED_ATTRIBUTES)[number];

export const isMountAttribute = (name: string): boolean =>
  (MOUNT_ATTRIBUTES as readonly string[]).includes(name);

export const isPlayerAttribute = (name: string): boolean =>
  (PLAYER_ATTRIBUTES as readonly string[]).includes(name);

const CONSENT_VALUES: readonly string[] = ['granted', 'pending', 'denied'];

const CHAT_VISIBILITY_VALUES: readonly string[] = ['hidden', 'maximized', 'minimized'];

/** The element's attributes, as read here. */
export type WidgetAttributes = Pick<Element, 'getAttribute' | 'hasAttribute'>;

const warn = (message: string): void => {
  console.warn(`<${CASHIER_WIDGET_TAG}>: ${message}`);
};

export const isPaymentAction = (value: string | null): value is PaymentAction =>
  value === 'deposit' || value === 'cashout';

/** Warns that `payment-action` holds neither `deposit` nor `cashout`. */
export const warnPaymentAction = (): void => {
  warn('payment-action must be deposit or cashout');
};

/** A `route` value; an unknown one is named and left out. */
export function routeOf(value: string | null) {
  if (value === null || isCashierRoute(value)) return value ?? undefined;
  warn(`unknown route "${value}"`);
  return undefined;
}

/** `tracking="off"` tracks nothing; else the tracker's settings from the attributes. */
function trackingOf(attributes: WidgetAttributes): MountCashierOptions['tracking'] {
  if (attributes.getAttribute('tracking') === 'off') return false;
  const mode = attributes.getAttribute('tracking-mode');
  if (mode !== null && mode !== 'spa' && mode !== 'ssr') warn('tracking-mode must be spa or ssr');
  return {
    projectId: attributes.getAttribute('tracking-project-id') ?? undefined,
    eventsOrigin: attributes.getAttribute('tracking-events-origin') ?? undefined,
    mode: mode === 'spa' || mode === 'ssr' ? mode : undefined,
  };
}

/** The player the `player-*` attributes describe; none without `player-id`. */
export function playerOf(attributes: WidgetAttributes): TrackedPlayer | undefined {
  const id = attributes.getAttribute('player-id');
  if (!id) return undefined;
  const optional = (name: string) => attributes.getAttribute(name) ?? undefined;
  return {
    id,
    tempPlayerId: optional('player-temp-id'),
    license: optional('player-license'),
    ipCountry: optional('player-ip-country'),
    stag: optional('player-stag'),
    interlayerId: optional('player-interlayer-id'),
  };
}

/** The `consent` attribute; a value other than granted, pending or denied is named. */
export function consentOf(attributes: WidgetAttributes): TrackingConsent | undefined {
  const consent = attributes.getAttribute('consent');
  if (consent === null) return undefined;
  if (CONSENT_VALUES.includes(consent)) return consent as TrackingConsent;
  warn('consent must be granted, pending or denied');
  return undefined;
}

/** The chat settings from the attributes; the cashier checks them (a bad license → notice). */
function chatSettingsOf(attributes: WidgetAttributes): ChatSettingsInput | undefined {
  const license = attributes.getAttribute('chat-license');
  if (license === null) return undefined;
  const group = attributes.getAttribute('chat-group');
  const visibility = attributes.getAttribute('chat-visibility');
  if (visibility !== null && !CHAT_VISIBILITY_VALUES.includes(visibility)) {
    warn('chat-visibility must be hidden, maximized or minimized');
  }
  return {
    license,
    ...(group === null ? {} : { group }),
    ...(attributes.hasAttribute('chat-between-groups') ? { chatBetweenGroups: true } : {}),
    ...(visibility !== null && CHAT_VISIBILITY_VALUES.includes(visibility)
      ? { visibility: visibility as ChatVisibility }
      : {}),
  };
}

/** What the element itself adds to the options its attributes give. */
export interface WidgetMountContext {
  /** The widget's name on its page when it has no `cashier-id`. */
  idOnPage: string;
  getToken: TokenSource;
  eventTarget: EventTarget;
}

/** The operator settings (contract/settings.ts), each from its attribute, as written. */
function operatorSettingsOf(attributes: WidgetAttributes): RuntimeConfig {
  return Object.fromEntries(
    OPERATOR_SETTING_KEYS.map((key) => [
      key,
      attributes.getAttribute(OPERATOR_SETTINGS[key].attribute) ?? undefined,
    ]),
  );
}

/** The options `mountCashier` is called with, read from the attributes. */
export function mountOptionsOf(
  attributes: WidgetAttributes,
  { idOnPage, getToken, eventTarget }: WidgetMountContext,
): MountCashierOptions {
  const paymentAction = attributes.getAttribute('payment-action');
  if (paymentAction !== null && !isPaymentAction(paymentAction)) warnPaymentAction();
  const consent = consentOf(attributes);
  return {
    // Checked by mountCashier, which names a wrong value.
    id: attributes.getAttribute('cashier-id') ?? idOnPage,
    // The operator settings as written: mountCashier checks them and names a wrong value.
    ...operatorSettingsOf(attributes),
    getToken,
    language: attributes.getAttribute('language') ?? undefined,
    currency: attributes.getAttribute('currency') ?? undefined,
    paymentAction: isPaymentAction(paymentAction) ? paymentAction : undefined,
    parentOrigin: attributes.getAttribute('parent-origin') ?? undefined,
    route: routeOf(attributes.getAttribute('route')),
    chat: chatSettingsOf(attributes),
    allowedHosts: parseAllowedHosts(attributes.getAttribute('allowed-hosts')),
    eventTarget,
    tracking: trackingOf(attributes),
    ...(attributes.hasAttribute('player-id') ? { player: playerOf(attributes) ?? null } : {}),
    ...(consent ? { consent } : {}),
  };
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
