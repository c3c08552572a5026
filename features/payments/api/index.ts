/**
 * The RTK Query endpoints, sealed secrets and the one-payment-at-a-time `sendPayment`.
 * A part of the payments core; other subjects import the core's index.ts (features/payments/README.md).
 */
export { paymentOutcomeApi, useGetPaymentByKeyQuery } from './paymentOutcomeApi';
export {
  paymentsApi,
  resetCache,
  setConfigVerification,
  useConfigQuery,
  useDeleteSavedProfileMutation,
  useGetConversionMethodsQuery,
  useGetMethodFieldsQuery,
  useGetMethodsQuery,
  useGetPaymentQuery,
  useUploadVerificationDocumentMutation,
} from './paymentsApi';
export type { ConversionQuoteArgs, MethodFieldsArgs, MethodsArgs, SubmitArgs } from './paymentsApi';
export { SealedSecrets } from './sealedSecrets';
export { selectPaymentInProgress, sendPayment } from './sendPayment';
