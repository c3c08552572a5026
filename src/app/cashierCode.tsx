import type { ReactNode, ReactPromise } from 'react';
import { use, useReducer } from 'react';
import { useAppStore } from '@store/hooks';
import type { AppStore, StoreApi } from '@/app/store';
import { nextTask } from '@common/lib/nextTask';
import { PageLoadFailed } from './PageLoadFailed';
import { preloadPageModule } from './boot/pageModule';
import type * as CashierPageModule from './pages/CashierPage';

/**
 * A promise as React's `use` reads it: once settled, its `status` and `value` say so and `use`
 * returns at once instead of suspending for a microtask (as React does with a promise it has not
 * seen before).
 */
type Tracked<T> = Promise<T> & ReactPromise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Promise<T> = promise.then((value) => {
    // Object.assign returns the promise itself, which is not to be awaited here.
    void Object.assign(result, { status: 'fulfilled', value });
    return value;
  });
  return result;
}

let cashierPageModule: Tracked<typeof CashierPageModule> | undefined;

/** The cashier page's module (once; again after a failure). */
export function loadCashierPage(): Tracked<typeof CashierPageModule> {
  cashierPageModule ??= tracked(
    import('./pages/CashierPage').catch((error: unknown) => {
      cashierPageModule = undefined;
      throw error;
    }),
  );
  return cashierPageModule;
}

/** The store the cashier's code is loaded for. */
type CodeStore = Pick<AppStore, 'api' | 'dispatch' | 'getState'>;

/** Each store's current load of the cashier's code: resolves with nothing, or the load's error. */
const loads = new WeakMap<StoreApi, Tracked<unknown>>();

/**
 * The cashier's code beyond the first screen's: RTK Query with the API, attached to this store
 * (`store.api`, src/app/store.ts), and the cashier page. Neither is in the JavaScript the first
 * render waits for (docs/budgets-and-benchmarks.md): the first render asks for them, and a
 * prerendered page keeps its markup meanwhile. The page's code is imported once the API is
 * attached, so each chunk is evaluated in a task of its own (the page's chunk imports the API's:
 * imported together, both would be evaluated in one); the standalone app downloads it beside the
 * API's all the same (./boot/pageModule.ts). Then the cashier's page asks for its config
 * (`startCashierQueries`) and a task passes before the page renders. Resolves (never
 * rejects) with `undefined`, or with the error a load failed with; the same promise until a
 * failure is retried.
 */
export function loadCashierCode(store: CodeStore): Promise<unknown> {
  const { api } = store;
  let load = loads.get(api);
  if (!load) {
    // Downloaded beside the API's chunk, evaluated after it (below).
    preloadPageModule();
    load = tracked(
      api
        .ready()
        .then(async () => {
          // The page's code is evaluated in a task after the API's is attached.
          await nextTask();
          const page = await loadCashierPage();
          page.startCashierQueries(store);
          // The page renders in a task of its own, after the one that evaluated its code.
          await nextTask();
        })
        .then(
          () => undefined,
          (error: unknown) => {
            console.error("The cashier's code failed to load:", error);
            return error ?? new Error("The cashier's code failed to load.");
          },
        ),
    );
    loads.set(api, load);
  }
  return load;
}

/**
 * What every page renders in: it suspends until the cashier's code is in (the nearest Suspense
 * shows its placeholder, or, hydrating, keeps the prerendered markup), then renders its children;
 * a failed load shows an error with a retry.
 */
export function CashierCodeGate({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [, retried] = useReducer((count: number) => count + 1, 0);
  const failure =
    store.api.attached && cashierPageModule?.status ? undefined : use(loadCashierCode(store));
  if (failure === undefined) return children;
  return (
    <PageLoadFailed
      onRetry={() => {
        loads.delete(store.api);
        retried();
      }}
    />
  );
}

/** The cashier page, rendered under {@link CashierCodeGate} (its code is in by then). */
export function CashierPage() {
  const { CashierPage: Page } = use(loadCashierPage());
  return <Page />;
}
