/**
 * The response schemas of paymentsApi.ts, each loaded with the first answer it checks
 * (src/lib/lazySchema.ts): the first screen's JavaScript holds neither zod nor the wire schemas.
 */
import { lazySchema } from '@/lib/lazySchema';
import type * as responseSchemas from './responseSchemas';

type ResponseSchemas = typeof responseSchemas;

/** `name` of ./responseSchemas.ts, loaded (with zod) the first time it checks an answer. */
const lazy = <K extends keyof ResponseSchemas>(name: K) =>
  lazySchema(() => import('./responseSchemas').then((module) => module[name]));

export const configResponseSchema = lazy('configResponseSchema');
export const conversionMethodsResponseSchema = lazy('conversionMethodsResponseSchema');
export const conversionQuoteSchema = lazy('conversionQuoteSchema');
export const methodFieldsResponseSchema = lazy('methodFieldsResponseSchema');
export const methodsResponseSchema = lazy('methodsResponseSchema');
export const paymentStatusSchema = lazy('paymentStatusSchema');
export const savePlayerFieldsResponseSchema = lazy('savePlayerFieldsResponseSchema');
export const submitResponseSchema = lazy('submitResponseSchema');
export const verificationUploadResponseSchema = lazy('verificationUploadResponseSchema');
