/**
 * The player's choices (paymentsSlice) and the Redux hooks over them.
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
export { useNotificationShown } from './useNotificationShown';
export type { ShownNotification } from './useNotificationShown';
export { useOfferedCurrency } from './useOfferedCurrency';
