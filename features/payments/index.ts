/** Public surface of the payments feature (README.md here): named exports only. */
export { Cashier } from './Cashier';
export { FastDeposit } from './fastDeposit/LazyFastDeposit';
export type { FastDepositCloseReason, FastDepositProps } from './fastDeposit/FastDeposit';
export {
  paymentsApi,
  resetCache,
  useConfigQuery,
  useGetMethodFieldsQuery,
  useGetMethodsQuery,
} from './api/paymentsApi';
export type { MethodFieldsArgs, MethodsArgs, SubmitArgs } from './api/paymentsApi';
export { cashierPaths, CASHIER_API_BASE } from '@contract/paths';
export type { Field, MethodFieldsResponse } from '@contract/payments/fields';
export type { MethodsResponse, PaymentMethod } from '@contract/payments/methods';
export type { Player } from '@contract/payments/player';
export type { SubmitResponse } from '@contract/payments/payment';
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
} from './model/paymentsSlice';
export type { PaymentsState } from './model/paymentsSlice';
export {
  depositLimitReached,
  depositsBlocked,
  fastDepositClosed,
  liveConnectionChanged,
  notificationShown,
  paymentFormRendered,
  paymentHistoryRequested,
  paymentPopupClosed,
  paymentStatusUpdated,
  providerRedirectStarted,
  supportRequested,
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
  walletOutcome,
} from './model/events';
export type { PaymentAction } from '@contract/payments/lists';
export { isPaymentAction } from '@contract/payments/lists';
export { startCashierLiveUpdates } from './live/cashierLiveUpdates';
export type { CashierLiveUpdatesOptions } from './live/cashierLiveUpdates';
export { PaymentLeaveGuard } from './PaymentLeaveGuard';
export type { LiveMessage, LivePayment, LivePaymentStatus } from '@contract/live';
