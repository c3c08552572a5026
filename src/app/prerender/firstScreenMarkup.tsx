/**
 * The first screen as HTML, rendered at build time (tooling/vite/prerenderPlugin.ts, through
 * Vite's SSR module loading) from the app's own components: the cashier of a first visit in the
 * default language, before any answer (the heading, the deposit / cash-out switch, the method
 * list's frame). main.tsx hydrates it when its first render is this one (`firstScreenKey`).
 */
import { renderToString } from 'react-dom/server';
import { createConnection } from '@store/connection';
import { makeStore } from '@store/store';
import { DEFAULT_LANGUAGE, createI18n } from '@/i18n';
import { CashierRoot } from '../CashierRoot';
import { startState } from '../startState';
import { firstScreenKey } from './firstScreenKey';

export interface FirstScreenMarkup {
  /** The markup inside `#root`. */
  html: string;
  /** `firstScreenKey` of the state it was rendered from. */
  key: string;
}

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
