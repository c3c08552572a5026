/**
 * The wire schemas paymentsApi.ts checks answers with, in one module that lazySchemas.ts loads
 * with the first answer: zod and these schemas stay out of the first screen's JavaScript.
 */
export { configResponseSchema, verificationUploadResponseSchema } from '@contract/payments/player';
export {
  conversionMethodsResponseSchema,
  conversionQuoteSchema,
  methodsResponseSchema,
} from '@contract/payments/methods';
export {
  methodFieldsResponseSchema,
  savePlayerFieldsResponseSchema,
} from '@contract/payments/fields';
export { paymentStatusSchema, submitResponseSchema } from '@contract/payments/payment';
