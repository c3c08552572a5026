/**
 * `paths` of the published contract (docs/openapi.json): every call the cashier makes, on the paths
 * the client and the mock back end share (contract/paths.ts).
 */
import {
  TRANSACTIONS_MAX_LIMIT,
  TRANSACTIONS_PAGE_SIZE,
  transactionActionSchema,
  transactionStatusSchema,
} from '@contract/history';
import { historyPaths, cashierRoutes } from '@contract/paths';
import {
  conversionQuoteSchema,
  methodSchema,
  savedProfileSchema,
} from '@contract/payments/methods';
import { paymentStatusSchema } from '@contract/payments/payment';
import { API_VERSION, DEFAULT_EVENTS_PATH } from '@features/tracker';
import { NO_COOKIE_QUERY } from '@features/tracker/core/endpoint';
import { z } from 'zod';
import { type ComponentName, type JsonObject, inlineSchema, ref } from './components';
import { COMMON_ERRORS, parameter, parameterRef, responseRef } from './responses';

/** msw's `:param` placeholders as OpenAPI's `{param}`. */
export const openApiPath = (route: string): string => route.replace(/:(\w+)/g, '{$1}');

const json = (name: ComponentName): JsonObject => ({
  'application/json': { schema: ref(name) },
});

const ok = (name: ComponentName, description: string): JsonObject => ({
  description,
  content: json(name),
});

const actionQuery = [
  parameter('action', 'query', ref('PaymentAction'), 'Deposit or cash-out.', true),
  parameter('currency', 'query', ref('CurrencyCode'), 'One of the cashier currencies.', true),
];

/** A cashier operation: its tag, and the language header before its own parameters. */
const cashier = (
  tag: string,
  { parameters = [], ...operation }: JsonObject & { parameters?: JsonObject[] },
): JsonObject => ({
  tags: [tag],
  ...operation,
  parameters: [parameterRef('AcceptLanguage'), ...parameters],
});

const payments = (operation: Parameters<typeof cashier>[1]) => cashier('payments', operation);

const listMethods = (operationId: string, summary: string, body: ComponentName) =>
  payments({
    operationId,
    summary,
    parameters: actionQuery,
    responses: {
      '200': ok(body, summary),
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  });

/** The paths object, keyed by OpenAPI path. */
export function buildPaths(): Record<string, JsonObject> {
  const [, noCookieValue = 'true'] = NO_COOKIE_QUERY.split('=');
  return {
    [openApiPath(cashierRoutes.methods)]: {
      get: listMethods(
        'getMethods',
        'The payment methods offered for an action and currency',
        'MethodsResponse',
      ),
    },
    [openApiPath(cashierRoutes.conversionMethods)]: {
      get: listMethods(
        'getConversionMethods',
        'The conversion (Mercuryo) methods for an action and currency',
        'ConversionMethodsResponse',
      ),
    },
    [openApiPath(cashierRoutes.methodFields)]: {
      get: payments({
        operationId: 'getMethodFields',
        summary: 'The form fields of a method',
        parameters: [
          parameter('methodId', 'path', methodSchema.shape.id, 'The method.'),
          ...actionQuery,
        ],
        responses: {
          '200': ok('MethodFieldsResponse', 'The fields and their version.'),
          '400': responseRef('BadRequest'),
          '404': responseRef('NotFound'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.savedProfile)]: {
      delete: payments({
        operationId: 'deleteSavedProfile',
        summary: 'Forget a saved card or account',
        parameters: [
          parameter('profileId', 'path', savedProfileSchema.shape.id, 'The saved profile.'),
        ],
        responses: {
          '204': { description: 'Forgotten: the method lists no longer show it.' },
          '404': responseRef('NotFound'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.payments)]: {
      get: payments({
        operationId: 'getPaymentByKey',
        summary: 'The payment a submit with this Idempotency-Key made',
        description:
          'For a page left (reloaded, closed) before the submit answered: the client kept the key, not the payment id. Answers the payment as `getPayment` does.',
        parameters: [
          parameter(
            'idempotencyKey',
            'query',
            z.string().check(z.minLength(1), z.maxLength(255)),
            'The `Idempotency-Key` the submit was sent with.',
            true,
          ),
        ],
        responses: {
          '200': ok('PaymentStatus', 'The payment that submit made.'),
          '400': responseRef('BadRequest'),
          '404': responseRef('NotFound'),
          ...COMMON_ERRORS,
        },
      }),
      post: payments({
        operationId: 'submit',
        summary: 'Submit a payment',
        parameters: [parameterRef('IdempotencyKey')],
        requestBody: { required: true, content: json('SubmitRequest') },
        responses: {
          '200': {
            description:
              'The result (also a declined `notify` with `severity: "error"`; an old form gets `outdated_method_fields`).',
            headers: {
              'Idempotent-Replayed': {
                description: '`true` when this is the stored answer to a repeated key.',
                schema: inlineSchema(z.literal('true')),
              },
            },
            content: json('SubmitResponse'),
          },
          '400': responseRef('BadRequest'),
          '409': {
            description:
              'The payment cannot go on as asked (e.g. `pop_up`: the payment window was blocked).',
            content: { 'application/json': { schema: ref('ErrorBody') } },
          },
          '422': {
            description:
              'Refused: the Idempotency-Key was used for another payment, no provider accepted it (`DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND`), or the profile is incomplete (`VALIDATE_PROFILE_ERROR`: the client reloads the fields).',
            content: { 'application/json': { schema: ref('ErrorBody') } },
          },
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.payment)]: {
      get: payments({
        operationId: 'getPayment',
        summary: 'Where a payment stands',
        parameters: [
          parameter('paymentId', 'path', paymentStatusSchema.shape.paymentId, 'The payment.'),
        ],
        responses: {
          '200': ok('PaymentStatus', 'The payment.'),
          '404': responseRef('NotFound'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.cancelPayment)]: {
      post: payments({
        operationId: 'cancelPayment',
        summary: 'Cancel a payment the cashier will not continue',
        description:
          "The cashier refused the provider's redirect or frame URL: a pending payment ends `cancelled` (pushed live like any status change) and can no longer succeed. A payment that already ended stays as it is. The answer is where the payment stands after the request.",
        parameters: [
          parameter('paymentId', 'path', paymentStatusSchema.shape.paymentId, 'The payment.'),
        ],
        requestBody: { required: true, content: json('CancelPaymentRequest') },
        responses: {
          '200': ok('PaymentStatus', 'Where the payment stands now.'),
          '400': responseRef('BadRequest'),
          '404': responseRef('NotFound'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.config)]: {
      get: payments({
        operationId: 'config',
        summary: "The cashier's configuration and the signed-in player",
        responses: { '200': ok('CashierConfig', 'The configuration.'), ...COMMON_ERRORS },
      }),
    },
    [openApiPath(cashierRoutes.conversionQuote)]: {
      get: payments({
        operationId: 'getConversionQuote',
        summary: 'A conversion quote',
        parameters: [
          parameter(
            'methodId',
            'query',
            conversionQuoteSchema.shape.methodId,
            'The conversion method.',
            true,
          ),
          parameter('from', 'query', ref('CurrencyCode'), 'The currency paid.', true),
          parameter('to', 'query', ref('CurrencyCode'), 'The currency bought.', true),
          parameter('amount', 'query', ref('Decimal'), 'The amount of `from`.', true),
        ],
        responses: {
          '200': ok('ConversionQuote', 'The quote.'),
          '400': responseRef('BadRequest'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.playerFields)]: {
      patch: payments({
        operationId: 'savePlayerFields',
        summary: 'Save profile fields on the player (before the payment that asked for them)',
        requestBody: { required: true, content: json('SavePlayerFieldsRequest') },
        responses: {
          '200': ok('SavePlayerFieldsResponse', 'Saved.'),
          '400': responseRef('BadRequest'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.verificationDocuments)]: {
      post: payments({
        operationId: 'uploadVerificationDocument',
        summary: "Upload one of the documents the player's verification asks for",
        description:
          '`kind` names which asked-for document the file is. Answers where the check stands now (that document `pending`; the whole check `pending` once every document is sent); each decision (`accepted`, or `rejected` with a reason) comes as a `player.verification` live update. A `params_error` names a refused document in `fields.document` (type, size, not a base64 data: URL), or in `fields.kind` a document not asked for or already received.',
        requestBody: { required: true, content: json('VerificationUploadRequest') },
        responses: {
          '200': ok('VerificationUploadResponse', 'Taken: the new verification state.'),
          '400': responseRef('BadRequest'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [openApiPath(cashierRoutes.appleMerchantSession)]: {
      post: payments({
        operationId: 'appleMerchantSession',
        summary: "Apple Pay's merchant validation (Safari's `merchantvalidation` event)",
        description:
          "The client passes on the sheet's `validationURL`; the back end checks that it is an https URL on `apple.com` (it must never request anywhere else), asks Apple for a merchant session there with the operator's merchant certificate, and answers it unchanged. A `params_error` names a method that is not Apple Pay (`fields.methodId`) or a URL that is not Apple's (`fields.validationUrl`).",
        requestBody: { required: true, content: json('AppleMerchantSessionRequest') },
        responses: {
          '200': ok('AppleMerchantSessionResponse', "Apple's merchant session."),
          '400': responseRef('BadRequest'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [historyPaths.transactions]: {
      get: cashier('history', {
        operationId: 'getTransactions',
        summary: "One page of the player's transactions, newest first",
        parameters: [
          parameter('action', 'query', transactionActionSchema, 'Only deposits or only cash-outs.'),
          {
            ...parameter(
              'status',
              'query',
              z.array(transactionStatusSchema),
              'Only these statuses: repeated (`status=pending&status=failed`) or one comma list.',
            ),
            explode: true,
          },
          parameter('cursor', 'query', z.string().min(1), "The previous page's `nextCursor`."),
          parameter(
            'limit',
            'query',
            z.int().min(1).max(TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_PAGE_SIZE),
            'Rows per page.',
          ),
        ],
        responses: {
          '200': ok('TransactionsPage', 'The page.'),
          '400': responseRef('BadRequest'),
          ...COMMON_ERRORS,
        },
      }),
    },
    [DEFAULT_EVENTS_PATH]: {
      post: {
        tags: ['tracking'],
        operationId: 'postEvents',
        summary: 'Send a batch of tracking events',
        description:
          'Sent by fetch every send interval with `Content-Type: application/json` and `X-Api-Version`, or, when the page is hidden or left, by `navigator.sendBeacon`: a beacon cannot set headers, so its body is a JSON Blob on the same origin and `text/plain` across origins (no preflight). The inline page-load script sends its one `site_loaded` event by beacon as `text/plain` too. The body is JSON whatever the content type. Events carry the player as `user_id` (none for an anonymous visitor): no session is needed.',
        security: [],
        parameters: [
          {
            name: 'X-Api-Version',
            in: 'header',
            required: false,
            description: 'The events API version; absent from beacons.',
            schema: inlineSchema(z.literal(API_VERSION)),
          },
          {
            name: 'no-cookie',
            in: 'query',
            required: false,
            description: 'Sent by server-rendered sites (`ssr` mode): the API sets no cookie.',
            schema: inlineSchema(z.literal(noCookieValue)),
          },
        ],
        requestBody: {
          required: true,
          content: {
            ...json('TrackerEventBatch'),
            'text/plain': { schema: ref('TrackerEventBatch') },
          },
        },
        responses: {
          '204': { description: 'Accepted.' },
          '400': responseRef('BadRequest'),
        },
      },
    },
  };
}
