import { useEffect, useMemo, useRef } from 'react';
import { useCashierId } from '@common/lib/CashierIdContext';
import type { InFlightPayment } from './pendingRedirect';
import { forgetInFlightPayment, keepInFlightPayment } from './inFlightStore';

/**
 * A payment form's payments in flight, kept for the player's return (docs/http-api.md): `keep` as
 * the payment goes, `answered` once its answer is read.
 * A form the player left before the answer came (another route, a closed fast deposit) did not
 * read it: the payment stays kept, and the cashier shows it when the player comes back, found by its
 * idempotency key. A page that unloads keeps it the same way.
 */
export function useInFlightKeeping() {
  const cashierId = useCashierId();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMemo(
    () => ({
      keep: (payment: InFlightPayment) => {
        keepInFlightPayment(payment, cashierId);
      },
      answered: (idempotencyKey: string) => {
        if (mounted.current) forgetInFlightPayment(idempotencyKey, cashierId);
      },
    }),
    [cashierId],
  );
}
