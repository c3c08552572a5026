/** Public surface of the payments feature (README.md here): named exports only. */
export { Cashier } from '@features/cashier/Cashier';
export { FastDeposit } from '@features/fastDeposit';
export type { FastDepositCloseReason, FastDepositProps } from '@features/fastDeposit';
export {
  paymentsApi,
  resetCache,
  useConfigQuery,
  useGetMethodFieldsQuery,
  useGetMethodsQuery,
} from './api';
export type { MethodFieldsArgs, MethodsArgs, SubmitArgs } from './api';
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
} from './state';
export type { PaymentsState } from './state';
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
} from './model';
export type { PaymentAction } from '@contract/payments/lists';
export { isPaymentAction } from '@contract/payments/lists';
export { startCashierLiveUpdates } from '@features/liveUpdates';
export type { CashierLiveUpdatesOptions } from '@features/liveUpdates';
export { PaymentLeaveGuard } from '@features/checkout';
export type { LiveMessage, LivePayment, LivePaymentStatus } from '@contract/live';
