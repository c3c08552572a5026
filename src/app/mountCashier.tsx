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
import type { WidgetRoute } from '@features/widget';
import {
  isWidgetRoute,
  languageChanged,
  routeChanged,
  selectLanguage,
  selectRoute,
} from '@features/widget';
import { makeStore } from '@store/store';
import { createWidgetEventSink } from '@store/widgetEvents/eventSink';
import { createWidgetEventsMiddleware } from '@store/widgetEvents/widgetEventsMiddleware';
import type { Middleware } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, createI18n, isLanguageCode } from '@/i18n';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { syncLanguage } from './languageSync';
import { startState } from './startState';

export interface MountCashierOptions {
  /** One of the cashier's languages (README "Languages"); English otherwise. */
  language?: string;
  /** The cashier currency, e.g. "EUR". */
  currency?: string;
  paymentAction?: PaymentAction;
  /** The screen to open on: `'/'` (default), `fast-deposit`, `transaction-history`, … (SPEC §2). */
  route?: WidgetRoute;
  /**
   * The support page's live chat (SPEC §3): `license` (numeric string), `group`,
   * `chatBetweenGroups`, `sessionVariables`, `customerName`, `customerEmail`, `visibility`. The
   * player's name, email, id and affiliate tag are added from the cashier config. Without a usable
   * license the support page shows a configuration notice and the rest of the cashier works.
   */
  chat?: ChatSettingsInput;
  /** Where players can write when the chat is unavailable. */
  supportEmail?: string;
  /**
   * Limits the hosts provider redirects, iframes, links and logos may point at: `pay.example`,
   * `*.psp.example` (README "Security"). Unset: any https host.
   */
  allowedHosts?: readonly string[];
  /** Extra Redux middleware, e.g. the host's tracker middleware. */
  middleware?: Middleware[];
  /**
   * Where the `spi-*` events are dispatched (README "Widget events (spi-*)"); they bubble and are
   * composed. Default: the mount element (`<cashier-widget>` passes itself).
   */
  eventTarget?: EventTarget;
  /**
   * The parent page's origin, e.g. `https://casino.example`: when the widget runs in an iframe, each
   * event is also posted to the parent window, to this origin only (never `'*'`). Unset: not posted.
   */
  parentOrigin?: string;
}

export interface MountedCashier {
  setLanguage: (language: string) => void;
  setCurrency: (currency: string) => void;
  setPaymentAction: (action: PaymentAction) => void;
  /** Opens a screen, e.g. `setRoute('fast-deposit')` from the host's "Deposit" button. */
  setRoute: (route: WidgetRoute) => void;
  unmount: () => void;
}

/**
 * Mounts the cashier into a host page's element (README "Embedding"). It never touches the host
 * page's URL or `<html>`: the route lives in its store, `lang`/`dir` go on `element`, and the
 * language choice is the host's (not remembered by the widget).
 */
export function mountCashier(
  element: HTMLElement,
  options: MountCashierOptions = {},
): MountedCashier {
  const language = isLanguageCode(options.language) ? options.language : DEFAULT_LANGUAGE;
  const i18n = createI18n({ language });
  const events = createWidgetEventSink({
    target: options.eventTarget ?? element,
    parentOrigin: options.parentOrigin,
  });
  const store = makeStore({
    middleware: [createWidgetEventsMiddleware(events), ...(options.middleware ?? [])],
    preloadedState: startState({
      language,
      currency: options.currency,
      paymentAction: isPaymentAction(options.paymentAction) ? options.paymentAction : undefined,
      route: isWidgetRoute(options.route) ? options.route : undefined,
    }),
  });
  const stopLanguage = syncLanguage(store, i18n, { root: element, persist: false });
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProviders
        store={store}
        i18n={i18n}
        options={{
          chat: options.chat,
          supportEmail: options.supportEmail,
          allowedHosts: options.allowedHosts,
          embedded: true,
        }}
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
      if (!isWidgetRoute(route)) console.warn('mountCashier: unknown route', route);
      else if (route !== selectRoute(store.getState())) store.dispatch(routeChanged(route));
    },
    unmount: () => {
      stopLanguage();
      root.unmount();
      store.dispose();
    },
  };
}
