/**
 * Submitting: the attempt, its outcomes and results, provider pages, in-flight payments.
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
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
