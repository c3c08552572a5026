/**
 * The error answers, headers and parameters the operations of the contract share (docs/openapi.json).
 * Which operation answers which error follows the mock back end (mocks/handlers.ts,
 * mocks/backend/responses.ts, mocks/backend/submit.ts, mocks/server/app.ts) and the client, which
 * turns any 4xx/5xx with an ErrorBody into its error state (store/baseQuery.ts).
 */
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { type JsonObject, inlineSchema, ref } from './components';

const errorContent = (example: JsonObject): JsonObject => ({
  'application/json': { schema: ref('ErrorBody'), example },
});

/** `components.responses`: the error answers, by name. */
export const ERROR_RESPONSES = {
  BadRequest: {
    description:
      'A query parameter or the body is invalid: `params_error`, with `fields` naming each failing field (the form shows each message next to its field).',
    content: errorContent({
      error: {
        type: 'params_error',
        message: 'The action or currency query parameter is invalid.',
        fields: { currency: 'XYZ is not a cashier currency.' },
      },
    }),
  },
  Unauthorized: {
    description:
      'The session or bearer token expired (or was never given): `unauthorized`. The host page gives the cashier a new token and the request is sent again, once.',
    content: errorContent({
      error: { type: 'unauthorized', message: 'The session has expired.' },
    }),
  },
  NotFound: {
    description: 'No such resource for this player: `request_error`.',
    content: errorContent({ error: { type: 'request_error', message: 'No such payment.' } }),
  },
  ServerError: {
    description: 'The back end failed: `unknown_error` (a message, never a request body).',
    content: errorContent({
      error: { type: 'unknown_error', message: 'Something went wrong.' },
    }),
  },
  OtherError: {
    description:
      'Any other 4xx/5xx carries the same body; the client maps its `status`, then its `type`, to a message and a next step.',
    content: errorContent({
      error: {
        type: 'request_error',
        status: 'PAYMENT_PROCESSING_ERROR',
        message: 'The payment was declined.',
      },
    }),
  },
} satisfies Record<string, JsonObject>;

export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

export const responseRef = (name: ErrorResponseName): { $ref: string } => ({
  $ref: `#/components/responses/${name}`,
});

/** The errors of every cashier operation: 401 (session expired), 500 and any other status. */
export const COMMON_ERRORS = {
  '401': responseRef('Unauthorized'),
  '500': responseRef('ServerError'),
  default: responseRef('OtherError'),
} as const;

/** `components.parameters`: the request headers the client sends. */
export const PARAMETERS = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description:
      "The player's language (`de, en;q=0.5`): server text (method names, field labels, messages) comes in it when the back end has it.",
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required: true,
    description:
      'A fresh key (a UUID) per payment attempt: a repeated key is answered with the first answer (and `Idempotent-Replayed: true`) instead of a second payment; the same key for another payment is a 422.',
    schema: inlineSchema(z.uuid()),
  },
} satisfies Record<string, JsonObject>;

export const parameterRef = (name: keyof typeof PARAMETERS): { $ref: string } => ({
  $ref: `#/components/parameters/${name}`,
});

/** A path or query parameter whose schema is a zod schema's. */
export function parameter(
  name: string,
  where: 'path' | 'query',
  schema: z.core.$ZodType | { $ref: string },
  description: string,
  required = where === 'path',
): JsonObject {
  const json = '$ref' in schema ? schema : inlineSchema(schema);
  return { name, in: where, required, description, schema: json };
}

/** `components.securitySchemes`: how a cashier request is authenticated. */
export const SECURITY_SCHEMES = {
  cookieSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description:
      "The player's session cookie (its name is the back end's), sent by the browser with every request (`credentials: 'include'`; an API on another origin must allow credentials in CORS). The default (runtime setting `credentials: \"cookies\"`).",
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A token the host page gives the cashier through `getToken` (runtime setting `credentials: "bearer"`; no cookies are sent), as `Authorization: Bearer …`. When it expires the API answers 401, the cashier asks the host for a new one and sends the request again, once. The live-updates socket gets it as the `access_token` query parameter and closes with code 4401 when it has expired; the cashier then renews it the same way and reconnects.',
  },
} as const;
