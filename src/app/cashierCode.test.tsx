import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { routeChanged } from '@features/navigation';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { makeStore } from '@/app/store';
import { createI18n } from '@common/i18n';
import { disposeAfterTest } from '@testing/disposeAfterTest';
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

async function renderGate(store: ReturnType<typeof makeStore>, page: ReactNode = <p>the page</p>) {
  // In an awaited act: React follows what the gate suspends on.
  await act(async () => {
    render(
      <AppProviders store={store} i18n={createI18n({ language: 'en' })}>
        <Suspense fallback={<p>placeholder</p>}>
          <CashierCodeGate>{page}</CashierCodeGate>
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
    // A task passes between the code's arrival and the page.
    expect(await screen.findByText('the page')).toBeVisible();
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
    expect(await screen.findByText('the page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("asks for the page's code once the API's is attached, so the two are evaluated in tasks of their own", async () => {
    vi.resetModules();
    const { store, load } = pageStore();
    const attachedWhenAsked: boolean[] = [];
    vi.doMock('./pages/CashierPage', () => {
      attachedWhenAsked.push(store.api.attached);
      return { CashierPage: () => null, startCashierQueries: () => undefined };
    });
    // A fresh module: the page's code is not loaded yet.
    const { loadCashierCode } = await import('./cashierCode');
    const loading = loadCashierCode(store);
    await load.settle('loaded');
    await expect(loading).resolves.toBeUndefined();
    expect(attachedWhenAsked).toEqual([true]);
    vi.doUnmock('./pages/CashierPage');
    vi.resetModules();
  });

  it("on the cashier's page, asks for the config as soon as the code is in, before the page renders", async () => {
    useFreshBackend();
    const asked: string[] = [];
    onRequest((request) => asked.push(new URL(request.url).pathname));
    const { store, load } = pageStore();
    // The config's query as the page's first render finds it (the page has no query hook).
    let atFirstRender: string | undefined;
    function Page() {
      atFirstRender ??= store.getState().api.queries['config(undefined)']?.status ?? 'absent';
      return <p>the page</p>;
    }
    await renderGate(store, <Page />);
    expect(asked).toEqual([]);
    await act(async () => {
      await load.settle('loaded');
    });
    expect(await screen.findByText('the page')).toBeVisible();
    expect(atFirstRender).not.toBe('absent');
    await expect
      .poll(() => store.getState().api.queries['config(undefined)']?.status)
      .toBe('fulfilled');
    expect(asked).toEqual([cashierPaths.config]);
  });

  it('on another page, asks for nothing of its own', async () => {
    useFreshBackend();
    const asked: string[] = [];
    onRequest((request) => asked.push(new URL(request.url).pathname));
    const { store, load } = pageStore();
    store.dispatch(routeChanged('transaction-history'));
    await renderGate(store);
    await act(async () => {
      await load.settle('loaded');
    });
    // A task passes between the code's arrival and the page.
    expect(await screen.findByText('the page')).toBeVisible();
    expect(asked).toEqual([]);
    expect(store.getState().api.queries).toEqual({});
  });
});
