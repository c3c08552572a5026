/**
 * The player's choices (paymentsSlice) and the Redux hooks over them.
 * The zone's public entry: other zones import it only from here (features/payments/README.md).
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
