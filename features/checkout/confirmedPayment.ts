import { useEffect } from 'react';
import { useCashierId } from '@common/lib/CashierIdContext';
import type { PaymentStatus } from '@contract/payments/payment';
import { sameAmount } from '@features/liveUpdates';
import type { PendingRedirect } from './pendingRedirect';
import { forgetPendingRedirect } from './pendingRedirectStore';

/**
 * A payment the cashier kept (in `sessionStorage`, which anyone at the keyboard can edit) as the
 * back end answered about it: the back end's action, method, amount and currency, never the kept
 * copy's. What only the kept copy says (the method's name, the fee and total the form showed) is
 * kept only where the back end agrees with it: the same method, and the same action, amount and
 * currency. `null` when the answer is about another payment than the one kept: not confirmed.
 */
export function confirmedPayment(
  kept: PendingRedirect,
  answer: PaymentStatus,
): PendingRedirect | null {
  if (answer.paymentId !== kept.paymentId) return null;
  const sameMethod = answer.methodId === kept.methodId;
  const sameAmounts =
    sameMethod &&
    answer.action === kept.action &&
    answer.currency === kept.currency &&
    sameAmount(answer.amount, kept.amount);
  return {
    paymentId: answer.paymentId,
    action: answer.action,
    methodId: answer.methodId,
    // The back end names the method by its id only: the kept name stands for that method alone.
    methodName: sameMethod ? kept.methodName : '',
    amount: answer.amount,
    currency: answer.currency,
    leftAt: kept.leftAt,
    ...(sameAmounts && kept.fee !== undefined ? { fee: kept.fee } : {}),
    ...(sameAmounts && kept.total !== undefined ? { total: kept.total } : {}),
  };
}

/**
 * Drops the payment this cashier kept once the back end does not confirm it as this player's
 * (`unconfirmed`: its `404` with the contract's error body, or an answer about another payment):
 * logged for operators with its `reference` (payment id or idempotency key), and never shown again
 * after a reload. `kept` false: the payment on screen was never kept (nothing to drop).
 */
export function useDropUnconfirmed(unconfirmed: boolean, reference: string, kept = true): void {
  const cashierId = useCashierId();
  useEffect(() => {
    if (!unconfirmed || !kept) return;
    console.warn(
      `Dropped the kept payment ${reference}: the back end does not confirm it as this player's.`,
    );
    forgetPendingRedirect(cashierId);
  }, [unconfirmed, kept, reference, cashierId]);
}
