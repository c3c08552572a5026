/**
 * The response schemas of paymentsApi.ts, each loaded with the first answer it checks
 * (src/lib/lazySchema.ts): the first screen's JavaScript holds neither zod nor the wire schemas.
 */
import { lazySchema } from '@/lib/lazySchema';

const schemas = () => import('./responseSchemas');

export const configResponseSchema = lazySchema(() =>
  schemas().then((module) => module.configResponseSchema),
);
export const conversionMethodsResponseSchema = lazySchema(() =>
  schemas().then((module) => module.conversionMethodsResponseSchema),
);
export const conversionQuoteSchema = lazySchema(() =>
  schemas().then((module) => module.conversionQuoteSchema),
);
export const methodFieldsResponseSchema = lazySchema(() =>
  schemas().then((module) => module.methodFieldsResponseSchema),
);
export const methodsResponseSchema = lazySchema(() =>
  schemas().then((module) => module.methodsResponseSchema),
);
export const paymentStatusSchema = lazySchema(() =>
  schemas().then((module) => module.paymentStatusSchema),
);
export const savePlayerFieldsResponseSchema = lazySchema(() =>
  schemas().then((module) => module.savePlayerFieldsResponseSchema),
);
export const submitResponseSchema = lazySchema(() =>
  schemas().then((module) => module.submitResponseSchema),
);
export const verificationUploadResponseSchema = lazySchema(() =>
  schemas().then((module) => module.verificationUploadResponseSchema),
);
