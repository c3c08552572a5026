import { StrictMode, useLayoutEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppStore, RootState } from '@/app/store';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { CashierOptions } from './cashierOptions';

export interface CashierRootProps {
  store: AppStore;
  i18n: I18n;
  options?: CashierOptions | undefined;
  cashierId?: string | undefined;
  /** Hydrating: the state the markup was rendered from (`AppProviders`' `serverState`). */
  serverState?: RootState | undefined;
  /** Called once the first render is on screen (committed), before the browser paints it. */
  onCommitted?: (() => void) | undefined;
}

function Committed({ onCommitted }: { onCommitted: () => void }) {
  useLayoutEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * The standalone cashier's whole tree: what the build prerenders into index.html
 * (src/app/prerender/firstScreenMarkup.tsx) and what main.tsx hydrates, one element for both so
 * the markup matches. `Committed` renders nothing, so the markup is the same with or without it.
 */
export function CashierRoot({
  store,
  i18n,
  options,
  cashierId,
  serverState,
  onCommitted,
}: CashierRootProps) {
  return (
    <StrictMode>
      <AppProviders
        store={store}
        i18n={i18n}
        {...(options ? { options } : {})}
        {...(cashierId ? { cashierId } : {})}
        serverState={serverState}
      >
        <App />
      </AppProviders>
      {onCommitted && <Committed onCommitted={onCommitted} />}
    </StrictMode>
  );
}
