import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PaymentAction } from '@features/payments';
import {
  currencyChanged,
  isPaymentAction,
  paymentActionChanged,
  selectCurrency,
  selectPaymentAction,
} from '@features/payments';
import type { ChatSettingsInput } from '@features/chat';
import type { CashierRoute } from '@features/navigation';
import {
  isCashierRoute,
  languageChanged,
  routeChanged,
  selectLanguage,
  selectRoute,
} from '@features/navigation';
import type { TrackingConsent } from '@features/tracker';
import type { Middleware } from '@reduxjs/toolkit';
import type { TokenSource } from '@store/connection';
import type { TrackedPlayer } from '@/joins/tracking/playerIdentity';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { CashierTrackingOptions } from './createCashier';
import { createCashier } from './createCashier';
import type { RuntimeConfig } from './runtimeConfig';
import { logIgnoredSettings, parseRuntimeConfig, runtimeOptions } from './runtimeConfig';
import { isLanguageCode } from '@common/i18n';
import { CASHIER_ID_MAX_LENGTH, cashierIdOf } from '@common/lib/cashierId';

/**
 * How many mounted cashiers of this page have each id: two with one id would both show a payment
 * kept across a provider's page, so the second is warned about.
 */
const mountedIds = new Map<string, number>();

function holdId(id: string): () => void {
  const count = mountedIds.get(id) ?? 0;
  if (count > 0) {
    console.warn(
      `mountCashier: another cashier on this page is "${id}" too, so a payment kept across a ` +
        "provider's page shows in both. Give each its own id (mountCashier id, <cashier-widget cashier-id>).",
    );
  }
  mountedIds.set(id, count + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (mountedIds.get(id) ?? 1) - 1;
    if (left > 0) mountedIds.set(id, left);
    else mountedIds.delete(id);
  };
}

const definedEntries = <T extends object>(object: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** Settings `mountCashier` cannot use (a wrong URL, an unknown credentials mode): each is named. */
export class CashierSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`mountCashier: ${problems.join('; ')}`);
    this.name = 'CashierSettingsError';
  }
}

/**
 * Where the back end is and how the cashier signs its requests (docs/configuration.md,
 * docs/embedding.md): `apiBaseUrl`, `credentials` (`cookies` or
 * `bearer`), `eventsUrl` and `localesPath`, plus `getToken`, the host's token source; and
 * `verificationUrl`, the operator's identity-verification page (checked like the other URLs); and
 * the ways to reach support, `supportEmail` and `supportUrl` (a wrong one is logged and left out).
 */
export interface MountCashierConnection extends RuntimeConfig {
  /**
   * Bearer mode: called for the first request (`'start'`) and after a 401 (`'expired'`); resolve
   * with the token, or `null` when the player must sign in again. Cookie mode: called after a 401;
   * resolve once the session cookie is renewed (`null`: it cannot be). Each 401 is retried once.
   */
  getToken?: TokenSource;
}

export interface MountCashierOptions extends MountCashierConnection {
  /**
   * Which cashier this is on the host page, 1 to 64 characters, the same on every load of the page:
   * a payment the player left this cashier for a provider's page for is shown, on their return,
   * by this cashier only. Default `main`: give each cashier of a page with several its own.
   */
  id?: string;
  /** One of the cashier's languages (docs/i18n.md); English otherwise. */
  language?: string;
  /** The cashier currency, e.g. "EUR". */
  currency?: string;
  paymentAction?: PaymentAction;
  /**
   * The screen to open on: `'/'` (default), `fast-deposit`, `transaction-history`, … (all in
   * features/navigation/routes.ts).
   */
  route?: CashierRoute;
  /**
   * The support page's live chat (features/chat/README.md): `license` (numeric string), `group`,
   * `chatBetweenGroups`, `sessionVariables`, `customerName`, `customerEmail`, `visibility`. The
   * player's name, email, id and affiliate tag are added from the cashier config. Without a usable
   * license the support page shows a configuration notice and the rest of the cashier works.
   */
  chat?: ChatSettingsInput;
  /**
   * Limits the hosts provider redirects, iframes, links and logos may point at: `pay.example`,
   * `*.psp.example` (docs/security.md). Unset: any https host.
   */
  allowedHosts?: readonly string[];
  /**
   * The operator's responsible-gambling page (http(s) or a path, checked like the other URLs),
   * linked when deposits are blocked by a cool-off or self-exclusion.
   */
  responsibleGamblingUrl?: string;
  /** Extra Redux middleware, e.g. the host's tracker middleware. */
  middleware?: Middleware[];
  /**
   * Where the `spi-*` events are dispatched (docs/embedding.md); they bubble and are
   * composed. Default: the mount element (`<cashier-widget>` passes itself).
   */
  eventTarget?: EventTarget;
  /**
   * The parent page's origin, e.g. `https://casino.example`: when the widget runs in an iframe, each
   * event is also posted to the parent window, to this origin only (never `'*'`). Unset: not posted.
   */
  parentOrigin?: string;
  /**
   * Tracking (docs/tracking.md): where the events go (`projectId`, `eventsOrigin`, `eventsPath`,
   * `mode`, `coreVersion`), or `false` to track nothing. Default: tracked as the standalone app.
   */
  tracking?: CashierTrackingOptions | false;
  /**
   * The signed-in player: `id` and the tracker's metadata (`tempPlayerId`, `license`,
   * `ipCountry`, `stag`, `interlayerId`). Unset: the cashier config's player, else anonymous.
   */
  player?: TrackedPlayer | null;
  /** The visitor's consent to tracking: `granted` (default), `pending` or `denied`. */
  consent?: TrackingConsent;
}

export interface MountedCashier {
  setLanguage: (language: string) => void;
  setCurrency: (currency: string) => void;
  setPaymentAction: (action: PaymentAction) => void;
  /** Opens a screen, e.g. `setRoute('fast-deposit')` from the host's "Deposit" button. */
  setRoute: (route: CashierRoute) => void;
  /** The signed-in player changed; `null` on logout (the tracker forgets the player). */
  setPlayer: (player: TrackedPlayer | null) => void;
  /** The visitor's consent to tracking changed. */
  setConsent: (consent: TrackingConsent) => void;
  unmount: () => void;
}

/**
 * Mounts the cashier into a host page's element (docs/embedding.md). It never touches the host
 * page's URL or `<html>`: the route lives in its store, `lang`/`dir` go on `element`, and the
 * language choice is the host's (not remembered by the widget).
 */
export function mountCashier(
  element: HTMLElement,
  options: MountCashierOptions = {},
): MountedCashier {
  const { apiBaseUrl, credentials, eventsUrl, localesPath, verificationUrl, getToken } = options;
  const { responsibleGamblingUrl, supportEmail, supportUrl } = options;
  const settings = parseRuntimeConfig(
    definedEntries({
      apiBaseUrl,
      credentials,
      eventsUrl,
      localesPath,
      verificationUrl,
      responsibleGamblingUrl,
      supportEmail,
      supportUrl,
    }),
    location.href,
  );
  const problems = settings.ok ? [] : [...settings.problems];
  if (options.id !== undefined && cashierIdOf(options.id) === undefined) {
    problems.push(`id: must be 1 to ${String(CASHIER_ID_MAX_LENGTH)} characters`);
  }
  if (!settings.ok || problems.length > 0) throw new CashierSettingsError(problems);
  if (settings.config.credentials === 'bearer' && !getToken) {
    throw new CashierSettingsError(['credentials: "bearer" needs getToken']);
  }
  logIgnoredSettings('mountCashier', settings.ignored);
  const runtime = runtimeOptions(settings.config);
  // `eventsUrl` is where the events go unless `tracking` names an origin or path itself.
  const tracking =
    options.tracking === false
      ? false
      : { ...runtime.tracking, ...definedEntries(options.tracking ?? {}) };
  const cashier = createCashier({
    id: options.id,
    language: options.language,
    connection: { ...runtime.connection, getToken },
    localesPath: runtime.localesPath,
    start: {
      currency: options.currency,
      paymentAction: isPaymentAction(options.paymentAction) ? options.paymentAction : undefined,
      route: isCashierRoute(options.route) ? options.route : undefined,
    },
    middleware: options.middleware ?? [],
    eventTarget: options.eventTarget ?? element,
    parentOrigin: options.parentOrigin,
    tracking,
    player: options.player,
    consent: options.consent,
    // The host decides the language: lang/dir go on the mount element, nothing is remembered.
    languageSync: { root: element, persist: false },
    options: {
      chat: options.chat,
      supportEmail: runtime.supportEmail,
      supportUrl: runtime.supportUrl,
      allowedHosts: options.allowedHosts,
      responsibleGamblingUrl: runtime.responsibleGamblingUrl,
      verificationUrl: runtime.verificationUrl,
      embedded: true,
    },
  });
  const { store } = cashier;
  const releaseId = holdId(cashier.id);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProviders
        store={store}
        i18n={cashier.i18n}
        options={cashier.options}
        cashierId={cashier.id}
      >
        <App />
      </AppProviders>
    </StrictMode>,
  );
  return {
    setLanguage: (next) => {
      if (!isLanguageCode(next)) console.warn('mountCashier: unsupported language', next);
      else if (next !== selectLanguage(store.getState())) store.dispatch(languageChanged(next));
    },
    // Each setter changes only what differs: setting the current value again announces nothing
    // and keeps the open form.
    setCurrency: (currency) => {
      if (currency !== selectCurrency(store.getState())) store.dispatch(currencyChanged(currency));
    },
    setPaymentAction: (action) => {
      if (!isPaymentAction(action)) console.warn('mountCashier: unknown payment action', action);
      else if (action !== selectPaymentAction(store.getState()))
        store.dispatch(paymentActionChanged(action));
    },
    setRoute: (route) => {
      if (!isCashierRoute(route)) console.warn('mountCashier: unknown route', route);
      else if (route !== selectRoute(store.getState())) store.dispatch(routeChanged(route));
    },
    setPlayer: cashier.setPlayer,
    setConsent: cashier.setConsent,
    unmount: () => {
      root.unmount();
      cashier.dispose();
      releaseId();
    },
  };
}
