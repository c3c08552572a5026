/**
 * The first screen as HTML, rendered at build time (tooling/vite/prerenderPlugin.ts, through
 * Vite's SSR module loading) from the app's own components: the cashier of a first visit in the
 * default language, before any answer (the heading, the deposit / cash-out switch, the method
 * list's frame). main.tsx hydrates it when its first render is this one (`firstScreenKey`).
 */
import { renderToString } from 'react-dom/server';
import { createConnection } from '@store/connection';
import { loadApiPart, makeStore } from '@/app/store';
import { DEFAULT_LANGUAGE, createI18n } from '@common/i18n';
import { CashierRoot } from '../CashierRoot';
import { loadCashierPage } from '../cashierCode';
import { startState } from '../startState';
import { firstScreenKey } from './firstScreenKey';

export interface FirstScreenMarkup {
  /** The markup inside `#root`. */
  html: string;
  /** `firstScreenKey` of the state it was rendered from. */
  key: string;
}

// The cashier's code (the API, the cashier page) is in before the page renders, so that it
// renders in full, as the app hydrates it: in the browser that code loads meanwhile
// (src/app/cashierCode.tsx).
await Promise.all([loadApiPart(), loadCashierPage()]);

export function renderFirstScreen(): FirstScreenMarkup {
  const i18n = createI18n({ language: DEFAULT_LANGUAGE });
  const store = makeStore({
    preloadedState: startState({ language: DEFAULT_LANGUAGE }),
    middleware: [],
    connection: createConnection(),
  });
  try {
    const html = renderToString(<CashierRoot store={store} i18n={i18n} />);
    return { html, key: firstScreenKey(store.getState()) };
  } finally {
    store.dispose();
  }
}
