import type { InFlightPayment } from './pendingRedirect';
import type { SessionStore } from './pendingRedirectStore';
import {
  PENDING_REDIRECT_KEY,
  keptPaymentFieldsOf,
  pendingRedirectOwner,
  sessionStore,
} from './pendingRedirectStore';

/*
 * A payment being sent, kept under the redirect's key (pendingRedirectStore.ts) so that a page left
 * before its answer comes shows it on return (docs/http-api.md). Its own module: only the payment
 * form's chunk keeps and forgets it.
 */

/**
 * Keeps a payment of cashier `cashierId` that is being sent, in place of anything kept before, so
 * that a page left before its answer comes shows it on return (`KeptPaymentReturn`, found by its
 * idempotency key). Forgotten by {@link forgetInFlightPayment} once the answer is read.
 */
export function keepInFlightPayment(
  payment: InFlightPayment,
  cashierId: string,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    store?.setItem(
      PENDING_REDIRECT_KEY,
      JSON.stringify({
        idempotencyKey: payment.idempotencyKey,
        ...keptPaymentFieldsOf(payment),
        cashierId,
      } satisfies InFlightPayment & { cashierId: string }),
    );
  } catch {
    // Nothing kept: a page left now comes back to an empty form; the payment is in the history.
  }
}

/**
 * Forgets the in-flight payment sent with `idempotencyKey` that cashier `cashierId` kept (its answer
 * was read); anything else kept (a redirect kept since, another cashier's) stays.
 */
export function forgetInFlightPayment(
  idempotencyKey: string,
  cashierId: string,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    if (text == null || pendingRedirectOwner(text) !== cashierId) return;
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'idempotencyKey' in value &&
      value.idempotencyKey === idempotencyKey
    ) {
      store?.removeItem(PENDING_REDIRECT_KEY);
    }
  } catch {
    // Nothing to forget.
  }
}
