import type { ApiError } from '@store/apiError';
import { isApiError } from '@store/apiError';
import type { PaymentStatus } from '@contract/payments/payment';

/**
 * Reading the back end's answers about one payment (which answers decide: docs/http-api.md): a
 * failed submit, and the look-ups that follow a payment whose outcome is not known
 * yet (`getPaymentByKey` for a payment whose answer was not read, `getPayment` on the way back from
 * a provider). Only the back end's own, well-formed answer decides; anything else leaves the
 * outcome unconfirmed, and the cashier asks again.
 */

/** A status that ends a payment: once shown, it is never replaced. */
export type FinalPaymentStatus = Exclude<PaymentStatus['status'], 'pending'>;

export function isFinalStatus(status: PaymentStatus['status']): status is FinalPaymentStatus {
  return status !== 'pending';
}

/**
 * What a submit that did not come back with a readable answer means:
 * - `refused`: the back end's own error body (any 4xx/5xx, docs/http-api.md): it made no payment,
 *   the player may try again;
 * - `unconfirmed`: an answer that is not the contract's (a proxy's page at 200, 502 or 504, cut-off
 *   JSON, a status the client does not know, an error status without the error body): the payment
 *   may have been made, so it is kept and found by its idempotency key, never told as a failure;
 * - `unanswered`: no answer at all (the network, a time-out): the key is kept, so "Try again"
 *   sends the same payment, which the back end answers with its first result.
 */
export type FailedSubmitOutcome = 'refused' | 'unconfirmed' | 'unanswered';

export function failedSubmitOutcome(error: ApiError): FailedSubmitOutcome {
  switch (error.kind) {
    case 'http':
      return 'refused';
    case 'malformed':
      return 'unconfirmed';
    case 'network':
      return 'unanswered';
  }
}

/**
 * How a payment the form sent ended for it: the back end took it on, did not (refused, outdated,
 * or never sent), or its answer could not be read (`unconfirmed`: it may have been made; the form
 * follows it by its idempotency key).
 */
export type SentPayment = 'accepted' | 'notAccepted' | 'unconfirmed';

/** HTTP `404`: no such payment. */
const NOT_FOUND = 404;

/**
 * The latest answer to "where does this payment stand?":
 * - `found`: the back end's well-formed `PaymentStatus`;
 * - `notFound`: a `404` with the contract's error body: no such payment (for a key: that submit
 *   made none). A `404` page of a proxy is not this;
 * - `unconfirmed`: anything else (no answer, a proxy's page, an answer that fails the schema):
 *   nothing is known, ask again;
 * - `asking`: no answer yet.
 */
export type PaymentCheck =
  | { reading: 'found'; payment: PaymentStatus }
  | { reading: 'notFound' }
  | { reading: 'unconfirmed' }
  | { reading: 'asking' };

/** The latest answer of a look-up as RTK Query gives it (`isError`: the latest one failed). */
export interface LookupAnswer {
  data?: PaymentStatus | undefined;
  error?: unknown;
  isError: boolean;
}

export function readPaymentCheck({ data, error, isError }: LookupAnswer): PaymentCheck {
  if (isError) {
    return isApiError(error) && error.kind === 'http' && error.httpStatus === NOT_FOUND
      ? { reading: 'notFound' }
      : { reading: 'unconfirmed' };
  }
  return data === undefined ? { reading: 'asking' } : { reading: 'found', payment: data };
}

/**
 * How long the cashier waits before asking again after unconfirmed answers in a row: 2 s, then
 * twice as long each time, at most a minute (2, 4, 8, 16, 32, 60, 60 … s).
 */
export const CHECK_BACKOFF = { firstMs: 2000, maxMs: 60_000 } as const;

/** The wait before the next look-up after `unconfirmedInARow` (1, 2, …) unconfirmed answers. */
export function nextCheckDelay(unconfirmedInARow: number): number {
  const step = Math.max(1, Math.floor(unconfirmedInARow));
  return Math.min(CHECK_BACKOFF.maxMs, CHECK_BACKOFF.firstMs * 2 ** (step - 1));
}
