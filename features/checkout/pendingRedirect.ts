import { z } from '@common/lib/zod';
import { knownServerNow } from '@common/lib/serverClock';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';
import type { SessionStore } from './pendingRedirectStore';
import { PENDING_REDIRECT_KEY, pendingRedirectOwner, sessionStore } from './pendingRedirectStore';

/** What is kept of a payment besides its reference: ids, the amount, the method's name. */
const keptPaymentFields = {
  action: z.enum(PAYMENT_ACTIONS),
  methodId: z.string().check(z.minLength(1), z.maxLength(128)),
  methodName: z.string().check(z.maxLength(200)),
  amount: z.string().check(z.maxLength(40)),
  currency: z.string().check(z.minLength(1), z.maxLength(12)),
  /** When the player left (ms since the epoch), on the back end's clock (common/lib/serverClock.ts). */
  leftAt: z.number(),
  /** The fee and total the form said, when known: the receipt says them again. */
  fee: z.optional(z.string().check(z.maxLength(40))),
  total: z.optional(z.string().check(z.maxLength(40))),
};

/**
 * The payment a player left the cashier for (a provider's hosted page), kept in `sessionStorage`
 * so that the cashier they come back to shows where it stands instead of an empty form
 * (docs/http-api.md). Ids, the amount and the method's name only:
 * never a field value.
 */
export const pendingRedirectSchema = z.object({
  paymentId: z.string().check(z.minLength(1), z.maxLength(128)),
  ...keptPaymentFields,
});
export type PendingRedirect = z.infer<typeof pendingRedirectSchema>;

/**
 * A payment sent from the cashier whose answer the page had not read when it left (a reload, Back,
 * a closed tab, another route): its `paymentId` was in that answer, so it is found again by the
 * submit's idempotency key (`GET /payments?idempotencyKey=`, docs/http-api.md). The same values as
 * a redirect otherwise: never a field value.
 */
export const inFlightPaymentSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(1), z.maxLength(255)),
  ...keptPaymentFields,
});
export type InFlightPayment = z.infer<typeof inFlightPaymentSchema>;

/** What a cashier keeps for the player's return: a payment left for a provider, or one in flight. */
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
