/**
 * The response schemas of paymentsApi.ts, each loaded with the first answer it checks
 * (common/lib/lazySchema.ts): the first screen's JavaScript holds neither zod nor the wire schemas.
 * Each loads only its own contract module (contract/payments), so the config's answer builds the
 * player's schemas and the methods' answer the methods': two shorter tasks, and the fields' and
 * the payment's schemas wait for the payment form (docs/budgets-and-benchmarks.md).
 */
import type { StandardSchemaLike } from '@common/lib/lazySchema';
import { lazySchema } from '@common/lib/lazySchema';

/** `name` of the module `load` imports, loaded (with zod) the first time it checks an answer. */
const lazy = <M extends Record<K, StandardSchemaLike>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazySchema(() => load().then((module): M[K] => module[name]));

const player = () => import('@contract/payments/player');
const methods = () => import('@contract/payments/methods');
const fields = () => import('@contract/payments/fields');
const payment = () => import('@contract/payments/payment');

export const configResponseSchema = lazy(player, 'configResponseSchema');
export const verificationUploadResponseSchema = lazy(player, 'verificationUploadResponseSchema');
export const methodsResponseSchema = lazy(methods, 'methodsResponseSchema');
export const conversionMethodsResponseSchema = lazy(methods, 'conversionMethodsResponseSchema');
export const conversionQuoteSchema = lazy(methods, 'conversionQuoteSchema');
export const methodFieldsResponseSchema = lazy(fields, 'methodFieldsResponseSchema');
export const savePlayerFieldsResponseSchema = lazy(fields, 'savePlayerFieldsResponseSchema');
export const paymentStatusSchema = lazy(payment, 'paymentStatusSchema');
export const submitResponseSchema = lazy(payment, 'submitResponseSchema');
