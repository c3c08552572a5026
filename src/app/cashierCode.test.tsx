import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@store/store';
import { createI18n } from '@/i18n';
import { disposeAfterTest } from '@/testing/disposeAfterTest';
import { AppProviders } from './AppProviders';
import { CashierCodeGate } from './cashierCode';

/** A store as a page's first one starts, before the API's code is attached, with its load held. */
function pageStore() {
  const store = makeStore({ apiLater: true });
  disposeAfterTest(store.dispose);
  const ready = store.api.ready.bind(store.api);
  const load: { settle: (outcome: 'loaded' | Error) => Promise<unknown> } = {
    settle: () => Promise.resolve(),
  };
  vi.spyOn(store.api, 'ready').mockImplementationOnce(
    () =>
      new Promise<void>((resolve, reject) => {
        load.settle = (outcome) => {
          if (outcome === 'loaded') return ready().then(resolve, reject);
          reject(outcome);
          return Promise.resolve();
        };
      }),
  );
  return { store, load };
}

async function renderGate(store: ReturnType<typeof makeStore>) {
  // In an awaited act: React follows what the gate suspends on.
  await act(async () => {
    render(
      <AppProviders store={store} i18n={createI18n({ language: 'en' })}>
        <Suspense fallback={<p>placeholder</p>}>
          <CashierCodeGate>
            <p>the page</p>
          </CashierCodeGate>
        </Suspense>
      </AppProviders>,
    );
    await Promise.resolve();
  });
}

describe("the gate to the cashier's code", () => {
  it('shows the placeholder until the API is attached, then the page', async () => {
    const { store, load } = pageStore();
    await renderGate(store);
    expect(screen.getByText('placeholder')).toBeVisible();
    expect(screen.queryByText('the page')).toBeNull();
    await act(async () => {
      await load.settle('loaded');
    });
    expect(screen.getByText('the page')).toBeVisible();
    expect(store.api.attached).toBe(true);
  });

  it('says a failed load plainly, with a retry that loads it', async () => {
    const { store, load } = pageStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderGate(store);
    await act(async () => {
      await load.settle(new TypeError('Failed to fetch'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this page");
    expect(error).toHaveBeenCalledWith("The cashier's code failed to load:", expect.any(TypeError));
    expect(store.api.attached).toBe(false);

    // The retry asks again (the real load this time).
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
      await store.api.ready();
    });
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
