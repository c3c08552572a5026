import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PaymentAction } from '@features/payments';
import { currencyChanged, paymentActionChanged } from '@features/payments';
import { languageChanged } from '@features/widget';
import { makeStore } from '@store/store';
import { createWidgetEventSink } from '@store/widgetEvents/eventSink';
import { createWidgetEventsMiddleware } from '@store/widgetEvents/widgetEventsMiddleware';
import type { Middleware } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, createI18n, isLanguageCode } from '@/i18n';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { syncLanguage } from './languageSync';

export interface MountCashierOptions {
  /** One of the cashier's languages (README "Languages"); English otherwise. */
  language?: string;
  /** The cashier currency, e.g. "EUR". */
  currency?: string;
  paymentAction?: PaymentAction;
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
  });
  if (options.currency) store.dispatch(currencyChanged(options.currency));
  if (options.paymentAction) store.dispatch(paymentActionChanged(options.paymentAction));
  const stopLanguage = syncLanguage(store, i18n, { root: element, persist: false });
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
  return {
    setLanguage: (next) => {
      if (isLanguageCode(next)) store.dispatch(languageChanged(next));
      else console.warn('mountCashier: unsupported language', next);
    },
    setCurrency: (currency) => store.dispatch(currencyChanged(currency)),
    setPaymentAction: (action) => store.dispatch(paymentActionChanged(action)),
    unmount: () => {
      stopLanguage();
      root.unmount();
    },
  };
}
