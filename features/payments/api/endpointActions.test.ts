// @vitest-environment happy-dom
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentsApi } from '@features/payments';
import { useFreshBackend } from '@mocks/testing';
import { matchEndpoint } from './endpointActions';
import { makeStore } from '@/app/store';

const PHASES = ['Pending', 'Fulfilled', 'Rejected'] as const;

/** The actions of a few requests of each kind: queries and mutations, answered and refused. */
async function recordedActions(): Promise<UnknownAction[]> {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore({ middleware: [recorder] });
  const { endpoints } = paymentsApi;
  const methods = store.dispatch(
    endpoints.getMethods.initiate({ action: 'deposit', currency: 'EUR' }),
  );
  await methods;
  const config = store.dispatch(endpoints.config.initiate(undefined));
  await config;
  await store.dispatch(
    endpoints.submit.initiate({
      action: 'deposit',
      methodId: 'card',
      currency: 'EUR',
      amount: '50.00',
      fieldsVersion: 'v1',
      fields: { card_number: '4111111111111111', cvv: '737', card_holder: 'ADA LOVELACE' },
      idempotencyKey: 'endpoint-actions-test',
    }),
  );
  await store.dispatch(endpoints.savePlayerFields.initiate({ fields: { first_name: 'Ada' } }));
  // A profile the player does not have: refused.
  await store.dispatch(
    endpoints.deleteSavedProfile.initiate({ methodId: 'card', profileId: 'no-such-profile' }),
  );
  methods.unsubscribe();
  config.unsubscribe();
  store.dispose();
  return actions;
}

describe('matchEndpoint', () => {
  it("takes exactly the actions RTK Query's own matchers take, for every endpoint and phase", async () => {
    useFreshBackend();
    const actions = await recordedActions();
    const matched = new Set<string>();
    for (const [name, endpoint] of Object.entries(paymentsApi.endpoints)) {
      for (const phase of PHASES) {
        const ours = matchEndpoint(name as keyof typeof paymentsApi.endpoints, phase);
        const theirs = endpoint[`match${phase}`] as (action: unknown) => boolean;
        for (const action of actions) {
          expect(ours(action), `${name} ${phase}: ${action.type}`).toBe(theirs(action));
          if (ours(action)) matched.add(`${name} ${phase}`);
        }
      }
    }
    // The comparison saw each kind of action the spi-* map matches, and a refusal.
    expect([...matched]).toEqual(
      expect.arrayContaining([
        'getMethods Pending',
        'getMethods Fulfilled',
        'submit Pending',
        'submit Fulfilled',
        'savePlayerFields Fulfilled',
        'deleteSavedProfile Rejected',
      ]),
    );
  });

  it('takes nothing that is not an action', () => {
    const matches = matchEndpoint('getMethods', 'Fulfilled');
    expect([null, undefined, 'api/executeQuery/fulfilled', 42, {}].some(matches)).toBe(false);
  });
});
