import { useEffect } from 'react';
import { useAppSelector } from '@store/hooks';
import { type LivePaymentState, selectLivePayment } from '@features/payments';
import { type ExpectedPayment, liveMismatches } from './liveMatch';

/**
 * The live status of payment `paymentId`, only when the update agrees with what the cashier knows
 * of that payment (`expected`: its action, amount and currency, as submitted or as the back end
 * answered). An update that carries the payment's id but disagrees is not about it: it is ignored
 * and logged for operators (the fields, never the values). Nothing known of the payment
 * (`expected` null): no update can be checked, none is taken.
 */
export function useLivePaymentOf(
  paymentId: string | undefined,
  expected: ExpectedPayment | null,
): LivePaymentState | undefined {
  const live = useAppSelector((state) => selectLivePayment(state, paymentId));
  const mismatches = live && expected ? liveMismatches(live, expected).join(', ') : '';
  useEffect(() => {
    if (mismatches === '' || paymentId === undefined) return;
    console.warn(
      `Live updates: ignored an update of payment ${paymentId} that does not match it (${mismatches}).`,
    );
    // Once per update received (`live` changes with each), not per render.
  }, [live, paymentId, mismatches]);
  return expected === null || mismatches !== '' ? undefined : live;
}
