import { useEffect } from 'react';
import { useAppSelector } from '@store/hooks';
import { selectPaymentInProgress } from '@features/payments';

/** Asks the browser to confirm leaving (its own "Leave site?" dialog). */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/**
 * While a payment of this cashier is in flight (`selectPaymentInProgress`), leaving the page
 * (reload, Back out of the app, closing the tab) asks for confirmation first: its answer would be
 * lost, and a player who thinks nothing happened pays twice. If they leave anyway, the cashier
 * shows the payment when they come back (submit/useInFlightKeeping.ts). Mounted once per cashier,
 * whatever the route.
 */
export function PaymentLeaveGuard(): null {
  const inFlight = useAppSelector(selectPaymentInProgress);
  useEffect(() => {
    if (!inFlight) return;
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => {
      window.removeEventListener('beforeunload', askBeforeLeaving);
    };
  }, [inFlight]);
  return null;
}
