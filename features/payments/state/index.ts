/**
 * The player's choices (paymentsSlice).
 * A part of the payments core; other subjects import the core's index.ts (features/payments/README.md).
 */
export {
  currencyChanged,
  methodDeselected,
  methodSelected,
  paymentActionChanged,
  paymentsSlice,
  selectCurrency,
  selectLivePayment,
  selectPaymentAction,
  selectSelectedMethodId,
} from './paymentsSlice';
export type { LivePaymentState, PaymentsState } from './paymentsSlice';
