/**
 * The player's transactions in one mock back end: the catalog's starting rows (`history`), then
 * every payment the back end accepts, with the status live updates give it. `GET /transactions`
 * answers from it, so history and payments come from the same back end.
 */
import type { Transaction, TransactionStatus } from '@contract/history';
import type { Commission } from '@contract/payments/methods';
import type { SubmitRequest } from '@contract/payments/payment';
import { chargeOf } from './rules/fees';
import { type MockScales, mockScale } from './scales';

export interface Ledger {
  /**
   * The rows mock player `player` may see, newest first: the catalog's starting rows (every mock
   * player's, a demo fixture) and the payments that player made here, never another player's.
   */
  of(player: string): readonly Transaction[];
  /**
   * Records the payment a 200 submit answer accepted, as mock player `player`'s; ignores answers
   * that took no payment.
   */
  recordAccepted(
    request: SubmitRequest,
    method: PaidWith,
    answer: unknown,
    at: Date,
    player: string,
  ): void;
  /** A live update: the payment's new status. */
  update(paymentId: string, status: TransactionStatus, at: string): void;
  /**
   * The payment `paymentId` this back end accepted from mock player `player`, if any: not one of
   * the catalog's starting rows, and never another player's (their payment is not found).
   */
  openedBy(paymentId: string, player: string): Transaction | undefined;
}

/**
 * What an answer means for the history: `success`/`failed` when final, `pending` while the
 * provider or the network still has to act (info notices, redirects, frames, unknown outcomes).
 * `null`: no payment was taken (new fields needed, MetaMask missing, malformed).
 */
export function statusOfAnswer(answer: unknown): TransactionStatus | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, severity, paymentId } = answer as Record<string, unknown>;
  if (typeof paymentId !== 'string') return null;
  switch (status) {
    case 'notify':
      if (severity === 'error') return 'failed';
      return severity === 'info' ? 'pending' : 'success';
    case 'user_redirected':
    case 'iframe_opened':
    case 'unknown':
      return 'pending';
    default:
      return null;
  }
}

/** The method a payment was made with, as the ledger records it. */
export interface PaidWith {
  name: string;
  commission: Commission;
}

export function createLedger(
  starting: readonly Transaction[] = [],
  scales: MockScales = { currencyScales: {} },
): Ledger {
  const rows: Transaction[] = starting.map((row) => ({ ...row }));
  /** The player who made each payment accepted here. */
  const owners = new Map<string, string>();
  return {
    of: (player) => rows.filter((row) => (owners.get(row.id) ?? player) === player),
    openedBy: (paymentId, player) =>
      owners.get(paymentId) === player ? rows.find((row) => row.id === paymentId) : undefined,
    recordAccepted(request, method, answer, at, player) {
      const status = statusOfAnswer(answer);
      const { paymentId } = answer as { paymentId?: unknown };
      if (status === null || typeof paymentId !== 'string') return;
      if (rows.some((row) => row.id === paymentId)) return; // an idempotent replay
      owners.set(paymentId, player);
      const { depositInstructions } = answer as {
        depositInstructions?: Transaction['depositInstructions'];
      };
      rows.unshift({
        id: paymentId,
        action: request.action,
        status,
        methodId: request.methodId,
        methodName: method.name,
        amount: request.amount,
        currency: request.currency,
        // The fee and total only where a fee was charged (docs/http-api.md).
        ...chargeOf(request, method.commission, mockScale(scales, request.currency)),
        createdAt: at.toISOString(),
        ...(status === 'pending' && depositInstructions ? { depositInstructions } : {}),
      });
    },
    update(paymentId, status, at) {
      const row = rows.find((candidate) => candidate.id === paymentId);
      if (!row) return;
      row.status = status;
      row.updatedAt = at;
      // Where to send a deposit matters only while it waits for the transfer.
      if (status !== 'pending') delete row.depositInstructions;
    },
  };
}
