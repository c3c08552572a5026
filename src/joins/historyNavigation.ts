import { paymentHistoryRequested } from '@features/payments';
import { historyPaymentFocused, routeChanged } from '@features/navigation';
import type { StartAppListening } from '@store/listener';

/**
 * "See this payment in your history" (a result's receipt) opens the history at that payment's row
 * (neither feature lists the other among the subjects it uses, so the app joins the payment to
 * the route).
 */
export function registerHistoryNavigation(startAppListening: StartAppListening) {
  return startAppListening({
    actionCreator: paymentHistoryRequested,
    effect: ({ payload }, { dispatch }) => {
      dispatch(routeChanged('transaction-history'));
      dispatch(historyPaymentFocused(payload.paymentId));
    },
  });
}
