// @vitest-environment happy-dom
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentsApi } from '@features/payments';
import { devToolsOptions, makeStore } from './store';

const CARD_NUMBER = '4111111111111111';
const CVV = '737';

/** Every string leaf of a value (keys excluded). */
function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringLeaves);
}

describe('Redux DevTools sanitizers', () => {
  it('show no card number or CVV from a submit dispatched with them in the clear', async () => {
    const actions: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      actions.push(action as UnknownAction);
      return next(action);
    };
    const store = makeStore({ middleware: [recorder] });

    // Deliberately bypass the secret vault: RTK Query copies this argument into meta.arg.originalArgs.
    await store.dispatch(
      paymentsApi.endpoints.submit.initiate({
        action: 'deposit',
        methodId: 'card',
        currency: 'EUR',
        amount: '50.00',
        fieldsVersion: 'v1',
        fields: { card_number: CARD_NUMBER, cvv: CVV, card_holder: 'ADA LOVELACE' },
        idempotencyKey: 'devtools-test',
      }),
    );

    const raw = JSON.stringify(actions);
    expect(raw).toContain(CARD_NUMBER); // the threat is real: the raw actions carry it

    const sanitizedActions = actions.map((action) => devToolsOptions.actionSanitizer(action));
    const sanitizedState = devToolsOptions.stateSanitizer(store.getState());
    const leaves = [...stringLeaves(sanitizedActions), ...stringLeaves(sanitizedState)];
    expect(sanitizedActions.length).toBeGreaterThanOrEqual(2);
    expect(leaves.some((leaf) => leaf.includes(CARD_NUMBER))).toBe(false);
    expect(leaves.some((leaf) => leaf === CVV)).toBe(false);
    expect(JSON.stringify(sanitizedActions)).not.toContain(CARD_NUMBER);
  });
});
