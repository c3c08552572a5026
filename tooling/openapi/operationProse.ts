/**
 * The prose of every operation of the published contract (docs/openapi.json), by endpoint name:
 * summary, description, parameters and the answers besides the success body. operations.ts adds
 * method, path, body and answer from the endpoint table (contract/endpoints.ts).
 */
import {
  TRANSACTIONS_MAX_LIMIT,
  TRANSACTIONS_PAGE_SIZE,
  transactionActionSchema,
  transactionStatusSchema,
} from '@contract/history';
import { EVENTS_API_VERSION, EVENTS_NO_COOKIE_QUERY, type EndpointName } from '@contract/paths';
import {
  conversionQuoteSchema,
  methodSchema,
  savedProfileSchema,
} from '@contract/payments/methods';
import { paymentStatusSchema } from '@contract/payments/payment';
import { z } from 'zod';
import { type ComponentName, type JsonObject, inlineSchema, ref } from './components';
import { COMMON_ERRORS, parameter, parameterRef, responseRef } from './responses';

export const json = (name: ComponentName): JsonObject => ({
  'application/json': { schema: ref(name) },
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

const listMethods = (summary: string) =>
  payments({
    summary,
    parameters: actionQuery,
    responses: {
      '200': { description: summary },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  });

const [, noCookieValue = 'true'] = EVENTS_NO_COOKIE_QUERY.split('=');

/** The prose of every operation, by endpoint name; the rest comes from the endpoint table. */
export const OPERATIONS = {
  getMethods: listMethods('The payment methods offered for an action and currency'),
  getConversionMethods: listMethods('The conversion (Mercuryo) methods for an action and currency'),
  getMethodFields: payments({
    summary: 'The form fields of a method',
    parameters: [
      parameter('methodId', 'path', methodSchema.shape.id, 'The method.'),
      ...actionQuery,
    ],
    responses: {
      '200': { description: 'The fields and their version.' },
      '400': responseRef('BadRequest'),
      '404': responseRef('NotFound'),
      ...COMMON_ERRORS,
    },
  }),
  deleteSavedProfile: payments({
    summary: 'Forget a saved card or account',
    parameters: [parameter('profileId', 'path', savedProfileSchema.shape.id, 'The saved profile.')],
    responses: {
      '204': { description: 'Forgotten: the method lists no longer show it.' },
      '404': responseRef('NotFound'),
      ...COMMON_ERRORS,
    },
  }),
  getPaymentByKey: payments({
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
      '200': { description: 'The payment that submit made.' },
      '400': responseRef('BadRequest'),
      '404': responseRef('NotFound'),
      ...COMMON_ERRORS,
    },
  }),
  submit: payments({
    summary: 'Submit a payment',
    parameters: [parameterRef('IdempotencyKey')],
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
  getPayment: payments({
    summary: 'Where a payment stands',
    parameters: [
      parameter('paymentId', 'path', paymentStatusSchema.shape.paymentId, 'The payment.'),
    ],
    responses: {
      '200': { description: 'The payment.' },
      '404': responseRef('NotFound'),
      ...COMMON_ERRORS,
    },
  }),
  cancelPayment: payments({
    summary: 'Cancel a payment the cashier will not continue',
    description:
      "The cashier refused the provider's redirect or frame URL: a pending payment ends `cancelled` (pushed live like any status change) and can no longer succeed. A payment that already ended stays as it is. The answer is where the payment stands after the request.",
    parameters: [
      parameter('paymentId', 'path', paymentStatusSchema.shape.paymentId, 'The payment.'),
    ],
    responses: {
      '200': { description: 'Where the payment stands now.' },
      '400': responseRef('BadRequest'),
      '404': responseRef('NotFound'),
      ...COMMON_ERRORS,
    },
  }),
  config: payments({
    summary: "The cashier's configuration and the signed-in player",
    responses: { '200': { description: 'The configuration.' }, ...COMMON_ERRORS },
  }),
  getConversionQuote: payments({
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
      '200': { description: 'The quote.' },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  }),
  savePlayerFields: payments({
    summary: 'Save profile fields on the player (before the payment that asked for them)',
    responses: {
      '200': { description: 'Saved.' },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  }),
  uploadVerificationDocument: payments({
    summary: "Upload one of the documents the player's verification asks for",
    description:
      '`kind` names which asked-for document the file is. Answers where the check stands now (that document `pending`; the whole check `pending` once every document is sent); each decision (`accepted`, or `rejected` with a reason) comes as a `player.verification` live update. A `params_error` names a refused document in `fields.document` (type, size, not a base64 data: URL), or in `fields.kind` a document not asked for or already received.',
    responses: {
      '200': { description: 'Taken: the new verification state.' },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  }),
  appleMerchantSession: payments({
    summary: "Apple Pay's merchant validation (Safari's `merchantvalidation` event)",
    description:
      "The client passes on the sheet's `validationURL`; the back end checks that it is an https URL on `apple.com` (it must never request anywhere else), asks Apple for a merchant session there with the operator's merchant certificate, and answers it unchanged. A `params_error` names a method that is not Apple Pay (`fields.methodId`) or a URL that is not Apple's (`fields.validationUrl`).",
    responses: {
      '200': { description: "Apple's merchant session." },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  }),
  getTransactions: cashier('history', {
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
      '200': { description: 'The page.' },
      '400': responseRef('BadRequest'),
      ...COMMON_ERRORS,
    },
  }),
  postEvents: {
    tags: ['tracking'],
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
        schema: inlineSchema(z.literal(EVENTS_API_VERSION)),
      },
      {
        name: 'no-cookie',
        in: 'query',
        required: false,
        description: 'Sent by server-rendered sites (`ssr` mode): the API sets no cookie.',
        schema: inlineSchema(z.literal(noCookieValue)),
      },
    ],
    responses: {
      '204': { description: 'Accepted.' },
      '400': responseRef('BadRequest'),
    },
  },
} satisfies Record<EndpointName, JsonObject>;
