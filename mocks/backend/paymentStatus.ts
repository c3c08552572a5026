/**
 * Where one payment of the mock back end stands, and the cashier's cancel (docs/http-api.md):
 * `GET /payments/{paymentId}`, `GET /payments?idempotencyKey=` (the payment a submit with that key
 * made, for a page left before the submit's answer came) and `POST /payments/{paymentId}/cancel`
 * (the cashier refused the provider's URL). All three answer from the ledger the history lists, so
 * the cashier and the history never disagree, and only about the signed-in player's own payments:
 * another player's payment id or idempotency key is not found (`404`, the contract's error body),
 * exactly like one that never existed.
 */
import { HttpResponse } from 'msw';
import type { Transaction } from '@contract/history';
import {
  type ErrorBody,
  type PaymentStatus,
  cancelPaymentRequestSchema,
} from '@contract/payments/payment';
import type { LivePayments } from './live';
import { issueFields, notFound, paramsError, readJson } from './responses';
import { type BackendState, answerKey } from './submit';

type Reply = HttpResponse<PaymentStatus | ErrorBody>;

/** A ledger row as a payment status. */
function statusOf(row: Transaction): PaymentStatus['status'] {
  switch (row.status) {
    case 'success':
    case 'pending':
    case 'cancelled':
      return row.status;
    default:
      return 'failed';
  }
}

/**
 * A payment this back end accepted from `player` (the catalog's history rows are not open
 * payments; another player's are not theirs to see).
 */
function openedRow(
  state: BackendState,
  paymentId: string,
  player: string,
): Transaction | undefined {
  return state.ledger.openedBy(paymentId, player);
}

function statusAnswer(row: Transaction): Reply {
  return HttpResponse.json<PaymentStatus>({
    paymentId: row.id,
    status: statusOf(row),
    action: row.action,
    methodId: row.methodId,
    amount: row.amount,
    currency: row.currency,
    ...(row.updatedAt === undefined ? {} : { updatedAt: row.updatedAt }),
    // A pending crypto deposit: where to send what, until it settles.
    ...(row.status === 'pending' && row.depositInstructions
      ? { depositInstructions: row.depositInstructions }
      : {}),
  });
}

/** `GET /payments/{paymentId}`, for mock player `player`. */
export function answerPayment(state: BackendState, paymentId: string, player: string): Reply {
  const row = openedRow(state, paymentId, player);
  return row ? statusAnswer(row) : notFound('No such payment.');
}

/**
 * `GET /payments?idempotencyKey=`: the payment the submit of mock player `player` with that key
 * made. `404` when that submit made none (refused, or never arrived): nothing was charged.
 */
export function answerPaymentByKey(state: BackendState, url: string, player: string): Reply {
  const key = new URL(url).searchParams.get('idempotencyKey')?.trim() ?? '';
  if (key === '') {
    return paramsError('Say which payment: idempotencyKey.', {
      idempotencyKey: 'This field is required.',
    });
  }
  const stored: unknown = state.answers.get(answerKey(player, key))?.body;
  const paymentId =
    typeof stored === 'object' && stored !== null && 'paymentId' in stored
      ? stored.paymentId
      : undefined;
  const row = typeof paymentId === 'string' ? openedRow(state, paymentId, player) : undefined;
  return row ? statusAnswer(row) : notFound('No payment was made with this key.');
}

/**
 * `POST /payments/{paymentId}/cancel`: a pending payment ends `cancelled` (pushed live, so its
 * settle timer and its provider page can no longer end it otherwise); one already final stays as
 * it is. Either way the answer is where it stands now.
 */
export async function handleCancel(
  state: BackendState,
  live: Pick<LivePayments, 'settle'>,
  paymentId: string,
  request: Request,
  player: string,
  now: Date = new Date(),
): Promise<Reply> {
  const parsed = cancelPaymentRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return paramsError('The cancel request is invalid.', issueFields(parsed.error));
  }
  const row = openedRow(state, paymentId, player);
  if (!row) return notFound('No such payment.');
  if (row.status === 'pending' && !live.settle(paymentId, 'cancelled')) {
    // Not followed live (no settle timer, no socket): the ledger alone.
    state.ledger.update(paymentId, 'cancelled', now.toISOString());
  }
  return statusAnswer(row);
}
