/**
 * The endpoint table: every HTTP endpoint of the cashier (and the tracker's events API) with its
 * method and path (from paths.ts), its path and query parameters, its body and its answer, as zod
 * schemas (docs/http-api.md). The rest is derived from it: the client's URLs (paths.ts), the
 * OpenAPI operations (tooling/openapi/operations.ts adds only prose), the mock back end's routes
 * (mocks/handlers.ts, checked by mocks/endpoints.test.ts) and the conformance probes' paths
 * (tooling/conformance/).
 */
import { TRANSACTION_STATUSES, transactionActionSchema, transactionsPageSchema } from './history';
import {
  methodFieldsResponseSchema,
  savePlayerFieldsRequestSchema,
  savePlayerFieldsResponseSchema,
} from './payments/fields';
import {
  conversionMethodsResponseSchema,
  conversionQuoteSchema,
  methodsResponseSchema,
  paymentActionSchema,
} from './payments/methods';
import {
  appleMerchantSessionRequestSchema,
  appleMerchantSessionResponseSchema,
  cancelPaymentRequestSchema,
  paymentStatusSchema,
  submitRequestSchema,
  submitResponseSchema,
} from './payments/payment';
import {
  configResponseSchema,
  verificationUploadRequestSchema,
  verificationUploadResponseSchema,
} from './payments/player';
import { type EndpointName, IDEMPOTENCY_HEADER, ROUTES, type Route } from './paths';
import { currencyCodeSchema, decimalSchema, idSchema } from './primitives';
import { trackerEventBatchSchema } from './tracker';
import { z } from './zod';

type Schema = z.ZodMiniType;
type Params = z.ZodMiniObject;

export interface Endpoint extends Route {
  /** The `{param}`s of the path. */
  params?: Params;
  /** The query parameters. */
  query?: Params;
  /** Request headers the endpoint reads (beyond the session's). */
  headers?: readonly string[];
  /** The request body (JSON). */
  body?: Schema;
  /** Media types the body may come as; default JSON only. */
  bodyMediaTypes?: readonly string[];
  /** The success answer's body, or `null` for 204 No Content. */
  response: Schema | null;
  /** `session`: the player's cookie or bearer token; `none`: anyone (no session needed). */
  auth: 'session' | 'none';
  /** What in the body is a secret (never logged, never in Redux: features/payments/api/sealedSecrets.ts). */
  secrets?: string;
  /** One line on what it does (the OpenAPI generator may use it). */
  description?: string;
}

const actionQuery = z.object({ action: paymentActionSchema, currency: currencyCodeSchema });
const paymentIdParams = z.object({ paymentId: idSchema });

/** Every endpoint, by operation name (the OpenAPI operationId), in the order of ROUTES. */
export const ENDPOINTS = {
  getMethods: {
    ...ROUTES.getMethods,
    query: actionQuery,
    response: methodsResponseSchema,
    auth: 'session',
  },
  getConversionMethods: {
    ...ROUTES.getConversionMethods,
    query: actionQuery,
    response: conversionMethodsResponseSchema,
    auth: 'session',
  },
  getMethodFields: {
    ...ROUTES.getMethodFields,
    params: z.object({ methodId: idSchema }),
    query: actionQuery,
    response: methodFieldsResponseSchema,
    auth: 'session',
  },
  deleteSavedProfile: {
    ...ROUTES.deleteSavedProfile,
    params: z.object({ profileId: idSchema }),
    response: null,
    auth: 'session',
  },
  getPaymentByKey: {
    ...ROUTES.getPaymentByKey,
    query: z.object({ idempotencyKey: z.string().check(z.minLength(1), z.maxLength(255)) }),
    response: paymentStatusSchema,
    auth: 'session',
  },
  submit: {
    ...ROUTES.submit,
    headers: [IDEMPOTENCY_HEADER],
    body: submitRequestSchema,
    response: submitResponseSchema,
    auth: 'session',
    secrets:
      '`fields`: card numbers, security codes, passwords, IBANs, wallet tokens (contract/fieldTypes.ts)',
  },
  getPayment: {
    ...ROUTES.getPayment,
    params: paymentIdParams,
    response: paymentStatusSchema,
    auth: 'session',
  },
  cancelPayment: {
    ...ROUTES.cancelPayment,
    params: paymentIdParams,
    body: cancelPaymentRequestSchema,
    response: paymentStatusSchema,
    auth: 'session',
  },
  config: { ...ROUTES.config, response: configResponseSchema, auth: 'session' },
  getConversionQuote: {
    ...ROUTES.getConversionQuote,
    query: z.object({
      methodId: conversionQuoteSchema.shape.methodId,
      from: currencyCodeSchema,
      to: currencyCodeSchema,
      amount: decimalSchema,
    }),
    response: conversionQuoteSchema,
    auth: 'session',
  },
  savePlayerFields: {
    ...ROUTES.savePlayerFields,
    body: savePlayerFieldsRequestSchema,
    response: savePlayerFieldsResponseSchema,
    auth: 'session',
  },
  uploadVerificationDocument: {
    ...ROUTES.uploadVerificationDocument,
    body: verificationUploadRequestSchema,
    response: verificationUploadResponseSchema,
    auth: 'session',
    secrets: '`document`: an identity document',
  },
  appleMerchantSession: {
    ...ROUTES.appleMerchantSession,
    body: appleMerchantSessionRequestSchema,
    response: appleMerchantSessionResponseSchema,
    auth: 'session',
  },
  getTransactions: {
    ...ROUTES.getTransactions,
    query: z.object({
      action: z.optional(transactionActionSchema),
      status: z.optional(z.array(z.enum(TRANSACTION_STATUSES))),
      cursor: z.optional(z.string().check(z.minLength(1))),
      limit: z.optional(z.string()),
    }),
    response: transactionsPageSchema,
    auth: 'session',
  },
  postEvents: {
    ...ROUTES.postEvents,
    /** Sent by server-rendered sites: the API sets no cookie. */
    query: z.object({ 'no-cookie': z.optional(z.literal('true')) }),
    body: trackerEventBatchSchema,
    bodyMediaTypes: ['application/json', 'text/plain'],
    response: null,
    auth: 'none',
  },
} as const satisfies Record<EndpointName, Endpoint>;

/** The names of the path's `{param}` placeholders. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
