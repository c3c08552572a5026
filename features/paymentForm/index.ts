/**
 * The payment form: field registry, fields, validation, what a form submits.
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
 */
export { AmountBreakdown } from './AmountBreakdown';
export { SavedProfilePicker } from './SavedProfilePicker';
export { UnshowableFieldNotice } from './UnshowableFieldNotice';
export { blockingField, componentForField } from './fieldRegistry';
export { AttachmentField } from './fields/AttachmentField';
export { PaymentFormMetaContext, SERVER_ERROR_TYPE, usePaymentFormMeta } from './formContext';
export type { PaymentFormMeta, PaymentFormValues } from './formContext';
export { probeField, probeForm, useFormRenderProbe } from './renderProbe';
export { defaultValuesFor, isSecretField, splitSubmission } from './submission';
export { useFormRenderedEvent } from './useFormRenderedEvent';
export { useNotificationShown } from './useNotificationShown';
export type { ShownNotification } from './useNotificationShown';
