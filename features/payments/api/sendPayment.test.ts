// @vitest-environment happy-dom
import type { Middleware } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl, onRequest, recordJsonBodies, useFreshBackend } from '@mocks/testing';
import { makeStore } from '@/app/store';
import { cashierPaths } from '@contract/paths';
import type { SubmitArgs } from './paymentsApi';
import { SealedSecrets } from './sealedSecrets';
import { selectPaymentInProgress, sendPayment } from './sendPayment';

const CARD = '4111111111111111';
const CVV = '123';

/** A card deposit the mock back end accepts, its card number and CVV sealed. */
function cardPayment(key: string, overrides: Partial<SubmitArgs> = {}): SubmitArgs {
  return {
    action: 'deposit',
    methodId: 'card',
    currency: 'EUR',
    amount: '50.00',
    fieldsVersion: 'card-2024-06',
    fields: { card_holder: 'JANE DOE', card_expiry: '12/30' },
    secrets: new SealedSecrets({ card_number: CARD, cvv: CVV }),
    idempotencyKey: key,
    ...overrides,
  };
}

/** A store that records every action it is given. */
function recordingStore() {
  const actions: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action);
    return next(action);
  };
  return { store: makeStore({ middleware: [recorder] }), actions };
}

const isPath = (path: string) => (request: Request) => new URL(request.url).pathname === path;

describe('sendPayment', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it('sends the secrets in the request body and in no action', async () => {
    const { store, actions } = recordingStore();
    const bodies = recordJsonBodies(isPath(cashierPaths.payments));
    const payment = cardPayment('key-secrets');
    const outcome = await store.dispatch(sendPayment({ profileFields: {}, payment }));

    expect(sendPayment.fulfilled.match(outcome)).toBe(true);
    expect(bodies).toEqual([
      expect.objectContaining({
        fields: { card_holder: 'JANE DOE', card_expiry: '12/30', card_number: CARD, cvv: CVV },
      }),
    ]);
    const dump = JSON.stringify(actions);
    expect(dump).not.toContain(CARD);
    expect(dump).not.toContain(`"${CVV}"`);
    expect(dump).toContain('[sealed]');
    // Taken once: nothing is left to read afterwards.
    expect(payment.secrets?.take()).toEqual({});
  });

  it('starts one payment at a time: a second one while the first is in flight never starts', async () => {
    const { store } = recordingStore();
    const posts: string[] = [];
    onRequest((request) => {
      if (isPath(cashierPaths.payments)(request)) posts.push(request.method);
    });

    const first = store.dispatch(sendPayment({ profileFields: {}, payment: cardPayment('a') }));
    expect(selectPaymentInProgress(store.getState())).toBe(true);
    const second = await store.dispatch(
      sendPayment({ profileFields: {}, payment: cardPayment('b') }),
    );
    expect(sendPayment.rejected.match(second) && second.meta.condition).toBe(true);

    await first;
    expect(posts).toEqual(['POST']);
    expect(selectPaymentInProgress(store.getState())).toBe(false);
    // Once the first has its answer, the next payment goes.
    const third = await store.dispatch(
      sendPayment({ profileFields: {}, payment: cardPayment('c') }),
    );
    expect(sendPayment.fulfilled.match(third)).toBe(true);
    expect(posts).toEqual(['POST', 'POST']);
  });

  it('is in flight from the profile save to the payment, and only then settles', async () => {
    const { store } = recordingStore();
    const seen: [string, boolean][] = [];
    onRequest((request) => {
      seen.push([
        `${request.method} ${new URL(request.url).pathname}`,
        selectPaymentInProgress(store.getState()),
      ]);
    });

    const outcome = await store.dispatch(
      sendPayment({ profileFields: { first_name: 'Jane' }, payment: cardPayment('profile') }),
    );

    expect(sendPayment.fulfilled.match(outcome)).toBe(true);
    expect(seen).toEqual([
      [`PATCH ${cashierPaths.playerFields}`, true],
      [`POST ${cashierPaths.payments}`, true],
    ]);
    expect(selectPaymentInProgress(store.getState())).toBe(false);
  });

  it('says which step failed: a refused payment, after which the next one may go', async () => {
    const { store } = recordingStore();
    const outcome = await store.dispatch(
      sendPayment({ profileFields: {}, payment: cardPayment('bad', { methodId: 'nope' }) }),
    );

    expect(sendPayment.rejected.match(outcome)).toBe(true);
    expect(outcome.payload).toMatchObject({
      step: 'payment',
      error: { kind: 'http', type: 'params_error' },
    });
    expect(selectPaymentInProgress(store.getState())).toBe(false);
  });

  it('sends no payment when the profile save is refused', async () => {
    server.use(
      http.patch(apiUrl(cashierPaths.playerFields), () =>
        HttpResponse.json(
          {
            error: {
              type: 'params_error',
              message: 'Check the name.',
              fields: { first_name: 'Required.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { store } = recordingStore();
    const paths: string[] = [];
    onRequest((request) => paths.push(new URL(request.url).pathname));

    const outcome = await store.dispatch(
      sendPayment({ profileFields: { first_name: '' }, payment: cardPayment('profile-bad') }),
    );

    expect(outcome.payload).toMatchObject({
      step: 'profile',
      error: { kind: 'http', type: 'params_error', fields: { first_name: 'Required.' } },
    });
    expect(paths).toEqual([cashierPaths.playerFields]);
    expect(selectPaymentInProgress(store.getState())).toBe(false);
  });
});
