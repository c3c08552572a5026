import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '@/app/store';
import type { CashierOptions } from './cashierOptions';
import { CashierIdContext } from '@common/lib/CashierIdContext';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { AllowedHostsContext } from '@common/lib/UrlPolicyContext';
import { CashierOptionsContext, ENV_CASHIER_OPTIONS } from './cashierOptions';

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** The operator's options (embedding); the standalone app's come from the build environment. */
  options?: CashierOptions;
  /** Which cashier this is on its page (the built cashier's `id`, src/app/createCashier.ts). */
  cashierId?: string;
  /**
   * The state the markup being hydrated was rendered from: components read it while they hydrate
   * (so the markup matches), the store's own state right after (react-redux's `serverState`).
   */
  serverState?: RootState | undefined;
  children: ReactNode;
}

/** Store, translations and options for everything below; the app and component tests use this. */
export function AppProviders({
  store,
  i18n,
  options = ENV_CASHIER_OPTIONS,
  cashierId = DEFAULT_CASHIER_ID,
  serverState,
  children,
}: AppProvidersProps) {
  return (
    <Provider store={store} {...(serverState ? { serverState } : {})}>
      <I18nextProvider i18n={i18n}>
        <CashierOptionsContext value={options}>
          <AllowedHostsContext value={options.allowedHosts}>
            <CashierIdContext value={cashierId}>{children}</CashierIdContext>
          </AllowedHostsContext>
        </CashierOptionsContext>
      </I18nextProvider>
    </Provider>
  );
}
