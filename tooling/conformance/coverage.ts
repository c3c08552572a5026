/**
 * What a run leaves out, so a passing report is not read as more than it checked: the writes (each
 * changes something for the player), the tracker's events, the live-updates socket, and the 401 of
 * an expired session unless `expiredHeader` names a credential to check it with (one request).
 */
import { cashierPaths } from '@contract/paths';
import { errorBodySchema } from '@contract/payments/payment';
import type { Session } from './probe';
import type { NotExercised } from './types';

const WRITE = 'a write, never sent by this check';

const ALWAYS: readonly NotExercised[] = [
  { operation: 'savePlayerFields', reason: `PATCH /player/fields: ${WRITE}` },
  { operation: 'cancelPayment', reason: `POST /payments/{paymentId}/cancel: ${WRITE}` },
  { operation: 'deleteSavedProfile', reason: `DELETE /saved-profiles/{profileId}: ${WRITE}` },
  { operation: 'uploadVerificationDocument', reason: `POST /verification/documents: ${WRITE}` },
  {
    operation: 'appleMerchantSession',
    reason: `POST /wallets/apple-pay/merchant-session: ${WRITE}`,
  },
  {
    operation: 'postEvents',
    reason: 'POST /api-fe-events/v1/events: the tracker events API, not checked',
  },
  {
    operation: 'getTransactions (filters)',
    reason: 'the action and status filters of the history, not checked',
  },
  {
    operation: 'live updates',
    reason: 'the live-updates WebSocket and its LiveMessage frames, not checked',
  },
];

const PAYMENTS = 'a write: makes a real deposit (pass --allow-payments --amount <n>)';

interface CoverageOptions {
  allowPayments: boolean;
  /** Whether the 401 of an expired session was checked. */
  checked401: boolean;
  /** Whether another player's lookups of the payment made were checked (payments and `otherPlayer`). */
  checkedOtherPlayer?: boolean;
}

/** The operations and parts of the contract a run with these options does not check. */
export function notExercised({
  allowPayments,
  checked401,
  checkedOtherPlayer = false,
}: CoverageOptions): NotExercised[] {
  return [
    ...(allowPayments
      ? []
      : [
          { operation: 'submit', reason: `POST /payments: ${PAYMENTS}` },
          {
            operation: 'getPayment',
            reason: 'GET /payments/{paymentId} of the deposit made (the same flags)',
          },
        ]),
    ...ALWAYS,
    ...(checkedOtherPlayer
      ? []
      : [
          {
            operation: "getPayment (another player's id)",
            reason:
              "that a second player cannot see the deposit made, by id or key (pass --allow-payments --amount <n> --other-player 'Name: value')",
          },
        ]),
    ...(checked401
      ? []
      : [
          {
            operation: '401 (expired session)',
            reason:
              "the unauthorized answer of an expired session (pass --check-401 'Authorization: Bearer <an expired token>')",
          },
        ]),
  ];
}

/**
 * `config` with a credential that has expired (`header`, in place of the same-named one the run
 * sends): 401 with the error type `unauthorized`, the answer the cashier renews its session on.
 */
export async function checkExpiredSession(
  session: Session,
  header: Readonly<Record<string, string>>,
): Promise<void> {
  const path = cashierPaths.config;
  session.plan(1);
  await session.probe(
    {
      operation: 'config (expired session)',
      method: 'GET',
      template: path,
      path,
      headers: header,
      secrets: Object.values(header),
      dependsOnRequest: 'a 401 for an expired credential',
    },
    (checks) => {
      if (!checks.status(401)) return;
      const body = checks.json(errorBodySchema, 'ErrorBody');
      if (!body) return;
      checks.that(
        body.error.type === 'unauthorized',
        'error type "unauthorized" (the cashier renews the session on it)',
        `error type "${body.error.type}"`,
      );
    },
  );
}
