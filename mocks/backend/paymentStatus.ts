/**
 * Where one payment of the mock back end stands, and the cashier's cancel (docs/http-api.md):
 * `GET /payments/{paymentId}`, `GET /payments?idempotencyKey=` (the payment a submit with that key
 * made, for a page left before the submit's answer came) and `POST /payments/{paymentId}/cancel`
 * (the cashier refused the provider's URL). All three answer from the ledger the history lists, so
 * the cashier and the history never disagree.
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
import type { BackendState } from './submit';

type Reply = HttpResponse<PaymentStatus | ErrorBody>;

/** A ledger row as a payment status (the history's `canceled` is the payment's `cancelled`). */
function statusOf(row: Transaction): PaymentStatus['status'] {
  switch (row.status) {
    case 'success':
    case 'pending':
      return row.status;
    case 'canceled':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** A payment this back end accepted (the catalog's history rows are not open payments). */
function openedRow(state: BackendState, paymentId: string): Transaction | undefined {
  if (!state.ledger.isOpenedHere(paymentId)) return undefined;
  return state.ledger.all().find((candidate) => candidate.id === paymentId);
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

/** `GET /payments/{paymentId}`. */
export function answerPayment(state: BackendState, paymentId: string): Reply {
  const row = openedRow(state, paymentId);
  return row ? statusAnswer(row) : notFound('No such payment.');
}

/**
 * `GET /payments?idempotencyKey=`: the payment the submit with that key made. `404` when that
 * submit made none (refused, or never arrived): nothing was charged.
 */
export function answerPaymentByKey(state: BackendState, url: string): Reply {
  const key = new URL(url).searchParams.get('idempotencyKey')?.trim() ?? '';
  if (key === '') {
    return paramsError('Say which payment: idempotencyKey.', {
      idempotencyKey: 'This field is required.',
    });
  }
  const stored: unknown = state.answers.get(key)?.body;
  const paymentId =
    typeof stored === 'object' && stored !== null && 'paymentId' in stored
      ? stored.paymentId
      : undefined;
  const row = typeof paymentId === 'string' ? openedRow(state, paymentId) : undefined;
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
  now: Date = new Date(),
): Promise<Reply> {
  const parsed = cancelPaymentRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return paramsError('The cancel request is invalid.', issueFields(parsed.error));
  }
  const row = openedRow(state, paymentId);
  if (!row) return notFound('No such payment.');
  if (row.status === 'pending' && !live.settle(paymentId, 'cancelled')) {
    // Not followed live (no settle timer, no socket): the ledger alone.
    state.ledger.update(paymentId, 'canceled', now.toISOString());
  }
  return statusAnswer(row);
}
