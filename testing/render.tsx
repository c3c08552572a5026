import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '@/app/AppProviders';
import type { CreateCashierOptions } from '@/app/createCashier';
import { createCashier } from '@/app/createCashier';
import * as trackingMaps from '@/joins/tracking/trackingMaps';
import { disposeAfterTest } from './disposeAfterTest';
import { withFullEnglish } from './fullEnglish';

/**
 * What a component test builds its cashier from: the factory's options (a store state, a
 * recorder middleware, a tracker or event sink of the test's own, the operator's options). By
 * default a test's cashier tracks nothing, opens no live-updates socket (`liveUpdates: true` for
 * one) and leaves `<html lang dir>` alone. Its tracking maps are ready at once, where a page's load
 * once its first screen is up (src/app/deferredTracking.test.ts).
 */
export type TestCashierOptions = Pick<
  CreateCashierOptions,
  | 'preloadedState'
  | 'middleware'
  | 'options'
  | 'tracker'
  | 'tracking'
  | 'player'
  | 'consent'
  | 'eventSink'
  | 'eventTarget'
  | 'language'
  | 'connection'
  | 'id'
  | 'liveUpdates'
  | 'trackingMaps'
>;

export interface RenderWithProvidersOptions extends TestCashierOptions {
  /** Where to render (default: a new `<div>` in the body). */
  container?: HTMLElement;
  /**
   * The component is one a lazy part renders (a page of src/app/App.tsx, a `lazyComponent`):
   * its cashier has all of English, as a player's has once the part has loaded. Otherwise it
   * has the first screen's English only (vitest.setup.ts).
   */
  lazyPart?: boolean;
}

/**
 * The test's cashier, through the one factory every mounting uses (src/app/createCashier.ts). It
 * is disposed when the test ends (after the unmount), so its store's window listeners and any
 * refetch it would start never reach a later test or file.
 */
export function createTestCashier(options: TestCashierOptions = {}) {
  const cashier = createCashier({
    tracking: false,
    languageSync: false,
    liveUpdates: false,
    trackingMaps,
    ...options,
  });
  disposeAfterTest(cashier.dispose);
  return cashier;
}

/** Renders a component with a fresh cashier (store, English translations), plus a user-event session. */
export function renderWithProviders(
  ui: ReactElement,
  { container, lazyPart = false, ...cashierOptions }: RenderWithProvidersOptions = {},
) {
  const cashier = createTestCashier(cashierOptions);
  const { store, i18n } = cashier;
  if (lazyPart) withFullEnglish(i18n);
  const user = userEvent.setup();
  // A wrapper (not a parent element) so `rerender(ui)` keeps the same store and translations.
  const view = render(ui, {
    ...(container ? { container } : {}),
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders
        store={store}
        i18n={i18n}
        {...(cashier.options ? { options: cashier.options } : {})}
        cashierId={cashier.id}
      >
        {children}
      </AppProviders>
    ),
  });
  return { store, user, i18n, cashier, ...view };
}

/** Providers for `renderHook`: a fresh cashier (store, English translations). */
export function createProvidersWrapper(options: TestCashierOptions = {}) {
  const { store, i18n, id } = createTestCashier(options);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} i18n={i18n} cashierId={id}>
      {children}
    </AppProviders>
  );
  return { store, i18n, wrapper };
}
