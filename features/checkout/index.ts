/**
 * Submitting: the attempt, its outcomes and results, provider pages, in-flight payments.
 * The zone's public entry: other zones import it only from here (features/payments/README.md).
 */
export { PaymentLeaveGuard } from './PaymentLeaveGuard';
export { SubmitResult, UnconfirmedResult } from './SubmitResult';
export {
  PaymentFormFooter,
  PaymentFormFrame,
  usePaymentFormController,
  usePaymentSubmission,
} from './paymentFormController';
export { forgetPendingRedirect, hasPendingRedirect } from './pendingRedirectStore';
