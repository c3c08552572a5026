import { knownServerNow } from '@common/lib/serverClock';
import type { InFlightPayment, PendingRedirect } from './keptPayment';
import { inFlightPaymentSchema, pendingRedirectSchema } from './keptPayment';
import type { SessionStore } from './pendingRedirectStore';
import { PENDING_REDIRECT_KEY, pendingRedirectOwner, sessionStore } from './pendingRedirectStore';

/** What a cashier keeps for the player's return: a payment left for a provider, or one in flight. */
export type { InFlightPayment, PendingRedirect } from './keptPayment';
export { inFlightPaymentSchema, pendingRedirectSchema } from './keptPayment';

export type KeptPayment = PendingRedirect | InFlightPayment;

/** True for a payment kept while its submit had not answered (found by its key, not its id). */
export const isInFlight = (payment: KeptPayment): payment is InFlightPayment =>
  'idempotencyKey' in payment;

/** How long a kept payment is shown on coming back: a day, then it is history's. */
export const PENDING_REDIRECT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The payment cashier `cashierId` kept (left for a provider, or in flight), if it is a valid one younger than a day; its own kept value
 * that is not is dropped. One another cashier kept is neither read nor dropped (pendingRedirectStore.ts).
 *
 * Its age is judged on the back end's clock (`now`), as its `leftAt` was kept: a player's clock
 * set days ahead drops nothing. While no answer has given the back end's time (a page just
 * reloaded), `now` is undefined and the age is not judged: the back end's answer about the payment
 * says where it stands.
 */
export function readPendingRedirect(
  cashierId: string,
  now: number | undefined = knownServerNow(),
  store: SessionStore | null = sessionStore(),
): KeptPayment | null {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    if (!text || pendingRedirectOwner(text) !== cashierId) return null;
    const value: unknown = JSON.parse(text);
    const redirect = pendingRedirectSchema.safeParse(value);
    const parsed = redirect.success ? redirect : inFlightPaymentSchema.safeParse(value);
    if (
      parsed.success &&
      (now === undefined || now - parsed.data.leftAt <= PENDING_REDIRECT_MAX_AGE_MS)
    ) {
      return parsed.data;
    }
    store?.removeItem(PENDING_REDIRECT_KEY);
    return null;
  } catch {
    return null;
  }
}
