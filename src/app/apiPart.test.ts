// @vitest-environment happy-dom
import { isAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { languageChanged } from '@features/navigation';
import { paymentsApi } from '@features/payments';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { sessionRenewed } from '@store/session';
import { apiAttached, makeStore } from './store';

describe('the API attached after the store is made', () => {
  it("has no API state until attached, then RTK Query's slice and middleware serve requests", async () => {
    useFreshBackend();
    const store = makeStore({ apiLater: true });
    expect(store.api.attached).toBe(false);
    expect(Object.keys(store.getState())).not.toContain('api');
    // Actions before are the store's as ever.
    store.dispatch(sessionRenewed());

    const ready = store.api.ready();
    expect(store.api.ready()).toBe(ready); // one attach, however often asked
    await ready;
    expect(store.api.attached).toBe(true);
    const methods = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    const { data } = await methods;
    expect(data?.methods.length).toBeGreaterThan(0);
    // The answer is in RTK Query's slice.
    const entries = Object.values(store.getState().api.queries);
    expect(entries.map((entry) => entry?.status)).toEqual(['fulfilled']);
    methods.unsubscribe();
    store.dispose();
  });

  it("attaches in a task after the load, where RTK Query's middleware sets itself up", async () => {
    useFreshBackend();
    const seen: string[] = [];
    const store = makeStore({
      apiLater: true,
      middleware: [
        () => (next) => (action) => {
          if (isAction(action)) seen.push(action.type);
          return next(action);
        },
      ],
    });
    const ready = store.api.ready();
    // The API's code is already loaded (the test setup loads it), yet it is not attached in the
    // task that asked, nor in its microtasks: a task passes first.
    await Promise.resolve();
    await Promise.resolve();
    expect(store.api.attached).toBe(false);
    await ready;
    expect(store.api.attached).toBe(true);
    // Its one action: RTK Query's middleware registered itself on it, before any query.
    expect(seen).toEqual(['api/config/middlewareRegistered', apiAttached.type]);
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
    store.dispose();
  });

  it('drops the payments cache when the language changes, once attached', async () => {
    useFreshBackend();
    const store = makeStore();
    const requests = { count: 0 };
    onRequest((request) => {
      if (new URL(request.url).pathname === cashierPaths.methods) requests.count += 1;
    });
    const methods = store.dispatch(
      paymentsApi.endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
    );
    await methods;
    store.dispatch(languageChanged('de'));
    await expect.poll(() => requests.count).toBe(2);
    methods.unsubscribe();
    store.dispose();
  });
});
