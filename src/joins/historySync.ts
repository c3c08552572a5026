import { isAnyOf } from '@reduxjs/toolkit';
import { invalidateTransactions } from '@features/history/state';
import { paymentStatusUpdated, paymentsApi } from '@features/payments';
import type { StartAppListening } from '@store/listener';

/**
 * Keeps the transaction history true (neither feature lists the other among the subjects it uses,
 * so the app joins them): a payment the back end accepted, or a status the live-updates socket pushed, refetches
 * every history list on screen; lists not on screen are refetched when next shown.
 */
export function registerHistorySync(startAppListening: StartAppListening) {
  return startAppListening({
    matcher: isAnyOf(paymentStatusUpdated, paymentsApi.endpoints.submit.matchFulfilled),
    effect: (_action, { dispatch }) => {
      dispatch(invalidateTransactions());
    },
  });
}
