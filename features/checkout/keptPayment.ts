/** What the page keeps of a payment it left before reading its answer (pendingRedirect.ts reads and writes it). */
import { z } from '@common/lib/zod';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';

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
