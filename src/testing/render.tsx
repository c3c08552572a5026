import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '@/app/AppProviders';
import type { CashierOptions } from '@/app/cashierOptions';
import { createI18n } from '@/i18n';
import type { MakeStoreOptions } from '@store/store';
import { makeStore } from '@store/store';

export interface RenderWithProvidersOptions
  extends Omit<RenderOptions, 'queries'>, MakeStoreOptions {
  /** The operator's options, as an embedding passes them (allowed hosts, chat, …). */
  options?: CashierOptions;
}

/** Renders a component with a fresh store and English translations, plus a user-event session. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, middleware, options, ...renderOptions }: RenderWithProvidersOptions = {},
) {
  const store = makeStore({
    ...(preloadedState ? { preloadedState } : {}),
    ...(middleware ? { middleware } : {}),
  });
  const i18n = createI18n();
  const user = userEvent.setup();
  // A wrapper (not a parent element) so `rerender(ui)` keeps the same store and translations.
  const view = render(ui, {
    ...renderOptions,
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders store={store} i18n={i18n} {...(options ? { options } : {})}>
        {children}
      </AppProviders>
    ),
  });
  return { store, user, i18n, ...view };
}

/** Providers for `renderHook`: a fresh store and English translations. */
export function createProvidersWrapper(options: MakeStoreOptions = {}) {
  const store = makeStore(options);
  const i18n = createI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} i18n={i18n}>
      {children}
    </AppProviders>
  );
  return { store, i18n, wrapper };
}
