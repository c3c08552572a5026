import { useCallback, useEffect, useRef } from 'react';
import { useCashierId } from '@common/lib/CashierIdContext';
import { CryptoDepositInstructions } from '@common/ui/CryptoDepositInstructions';
import type { DepositInstructions, ShownResult } from '@contract/payments/payment';
import type { PendingRedirect } from './pendingRedirect';
import { forgetPendingRedirect } from './pendingRedirectStore';

/** The deposit instructions of a result that has them: a crypto deposit waiting for the transfer. */
export function depositInstructionsOf(result: ShownResult): DepositInstructions | undefined {
  return result.status === 'notify' ? result.depositInstructions : undefined;
}

/**
 * A pending crypto deposit's result: where to send what (address with Copy, QR code, exact amount,
 * network), under the result's live status. The payment is kept as a redirected one is
 * (`keep`, usePaymentAttempt's `keepForReturn`), so a reload shows it again (submit/PaymentReturn.tsx).
 */
export function CryptoDepositResult({
  instructions,
  keep,
}: {
  instructions: DepositInstructions;
  keep?: (() => PendingRedirect | null) | undefined;
}) {
  const kept = useRef(false);
  useEffect(() => {
    // Once per result (StrictMode runs effects twice).
    if (kept.current) return;
    kept.current = true;
    keep?.();
  }, [keep]);
  return <CryptoDepositInstructions instructions={instructions} />;
}

/**
 * `onDone` for a result: a crypto deposit kept for a reload is forgotten when the player goes on to
 * another payment (as "Make another payment" forgets a redirect they came back from).
 */
export function useDoneForgettingDeposit(result: ShownResult, onDone: () => void): () => void {
  const cashierId = useCashierId();
  const waiting = depositInstructionsOf(result) !== undefined;
  return useCallback(() => {
    if (waiting) forgetPendingRedirect(cashierId);
    onDone();
  }, [waiting, cashierId, onDone]);
}
