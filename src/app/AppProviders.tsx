import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@store/store';

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** Store and translations for everything below; the app and the component tests use this. */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
