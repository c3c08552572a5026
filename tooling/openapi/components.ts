/**
 * The named schemas of the published contract (docs/openapi.json): the zod wire schemas the client
 * parses with and the mock back end answers from, converted by zod's own `z.toJSONSchema()`. This
 * table adds only names and descriptions: the zod schemas stay the one source of the shapes (and
 * carry no descriptions themselves, which would ship in the app's bundle).
 */
import { z } from 'zod';
import { transactionSchema, transactionsPageSchema } from '@contract/history';
import {
  commissionSchema,
  conversionMethodsResponseSchema,
  conversionQuoteSchema,
  lastUsedSchema,
  methodSchema,
  methodsResponseSchema,
  paymentActionSchema,
  processingTimeSchema,
  savedProfileSchema,
} from '@contract/payments/methods';
import {
  configResponseSchema,
  depositLimitSchema,
  playerSchema,
  restrictionSchema,
  verificationUploadRequestSchema,
  verificationUploadResponseSchema,
  verificationSchema,
} from '@contract/payments/player';
import { currencyCodeSchema, decimalSchema } from '@contract/primitives';
import {
  depositInstructionsSchema,
  errorBodySchema,
  paymentStatusSchema,
  cancelPaymentRequestSchema,
  appleMerchantSessionRequestSchema,
  appleMerchantSessionResponseSchema,
  submitRequestSchema,
  submitResponseSchema,
} from '@contract/payments/payment';
import {
  FIELD_OPTION_LEVELS,
  fieldOptionSchema,
  fieldSchema,
  fieldValuesSchema,
  methodFieldsResponseSchema,
  savePlayerFieldsRequestSchema,
  savePlayerFieldsResponseSchema,
} from '@contract/payments/fields';
import {
  LIVE_PATH,
  LIVE_UNAUTHORIZED_CLOSE,
  liveMessageSchema,
  livePaymentSchema,
} from '@contract/live';
import { trackerEventBatchSchema, trackerEventSchema } from '@contract/tracker';
import { withClosedLists } from './closedLists';

/** A JSON Schema (or any JSON object of the document). */
export type JsonObject = Record<string, unknown>;

interface Component {
  schema: z.core.$ZodType;
  description: string;
}

/** Every named schema, by the name the document gives it. */
export const COMPONENTS = {
  Decimal: {
    schema: decimalSchema,
    description:
      'A non-negative decimal amount in major units at the currency\'s scale, as a string ("50.00" EUR, "1000" JPY): money is never a float.',
  },
  CurrencyCode: {
    schema: currencyCodeSchema,
    description: 'An upper-case currency code ("EUR", "USDT").',
  },
  PaymentAction: { schema: paymentActionSchema, description: 'A deposit or a cash-out.' },
  Commission: {
    schema: commissionSchema,
    description: 'What a method charges, discriminated by `type`.',
  },
  ProcessingTime: {
    schema: processingTimeSchema,
    description: 'How long a method takes, discriminated by `type`.',
  },
  SavedProfile: {
    schema: savedProfileSchema,
    description: 'A saved card or account the player can pay with again (stands for its details).',
  },
  PaymentMethod: {
    schema: methodSchema,
    description:
      'One payment method for an action and currency. An unknown `type` is listed under "Other"; `logoUrl` is shown only when it is an http(s) URL.',
  },
  LastUsed: {
    schema: lastUsedSchema,
    description: "The player's last deposit in this currency that can be repeated in one step.",
  },
  MethodsResponse: {
    schema: methodsResponseSchema,
    description:
      'The methods offered; `lastUsed` comes with deposits only (`null`: none in this currency).',
  },
  ConversionMethodsResponse: {
    schema: conversionMethodsResponseSchema,
    description:
      'The Mercuryo methods that buy crypto with the cashier currency (deposit) or sell it (cash-out).',
  },
  FieldOption: {
    schema: fieldOptionSchema,
    description: `One choice of a select-like field. \`children\` nest at most ${String(FIELD_OPTION_LEVELS)} levels deep, each level spelled out (country → bank → branch): an option of level ${String(FIELD_OPTION_LEVELS)} has no \`children\` (any sent are dropped; it is a leaf).`,
  },
  Field: {
    schema: fieldSchema,
    description:
      'One form field a method asks for. An unknown `type` is shown as an "unsupported field" notice; `pattern` is a regular expression source the whole value must match; `profileField` values are saved with `PATCH /player/fields` before the payment is submitted.',
  },
  MethodFieldsResponse: {
    schema: methodFieldsResponseSchema,
    description:
      'The fields of a method. A submit built from another `fieldsVersion` is answered `outdated_method_fields`.',
  },
  FieldValues: {
    schema: fieldValuesSchema,
    description: "Form values by field name (text, or a checkbox's boolean).",
  },
  SubmitRequest: {
    schema: submitRequestSchema,
    description:
      "A payment attempt. `savedProfileId` stands for the saved card's number, holder and expiry; `returnUrl` is where the provider sends the player back after `user_redirected` (http(s) only).",
  },
  SubmitResponse: {
    schema: submitResponseSchema,
    description:
      'The submit result, discriminated by `status`. `redirectUrl` is followed and `iframeUrl` framed (sandboxed) only when http(s).',
  },
  DepositInstructions: {
    schema: depositInstructionsSchema,
    description:
      'A pending crypto deposit: send exactly `amount` `currency` to `address` on `network`. Carried by the `notify` answer, `GET /payments/{paymentId}` and history rows while the deposit is pending; absent once it settled.',
  },
  PaymentStatus: {
    schema: paymentStatusSchema,
    description:
      'Where a payment stands (asked when the player comes back from a redirect, or to a page left while the payment was sending); a pending crypto deposit carries its `depositInstructions`. `cancelled`: the cashier cancelled it, nothing was charged.',
  },
  CancelPaymentRequest: {
    schema: cancelPaymentRequestSchema,
    description:
      "Why the cashier cancels a payment: it refused the provider's redirect (`unsafe_redirect_url`) or frame (`unsafe_frame_url`) URL, so the player never reached the provider.",
  },
  DepositLimit: {
    schema: depositLimitSchema,
    description:
      'A deposit limit over one period: what was `used` since the period began, what `remaining` may still be deposited, and when the period `resetsAt` (ISO 8601 with zone). Amounts are decimal strings.',
  },
  Restriction: {
    schema: restrictionSchema,
    description:
      'No deposits while it lasts (a cool-off, or a self-exclusion; without `until` it is indefinite). Cash-outs stay possible.',
  },
  Verification: {
    schema: verificationSchema,
    description:
      "Where the player's identity check stands, and what waits for it (`gates`: cash-outs, deposits above an amount).",
  },
  Player: {
    schema: playerSchema,
    description:
      'The signed-in player as the cashier may show them (support chat identity, tracking keys) and their responsible-gambling settings (deposit limits, a cool-off or self-exclusion, verification).',
  },
  CashierConfig: {
    schema: configResponseSchema,
    description: "The cashier's currencies, the Mercuryo widget mode and the signed-in player.",
  },
  ConversionQuote: {
    schema: conversionQuoteSchema,
    description:
      'What `amount` of `from` buys (or sells for) in `to`; `rate` is units of `from` per unit of `to`.',
  },
  VerificationUploadRequest: {
    schema: verificationUploadRequestSchema,
    description:
      "One identity document: a base64 `data:` URL with the file name as a parameter (the `attachment` field's wire form), a PDF, JPEG or PNG of at most 10 MiB.",
  },
  VerificationUploadResponse: {
    schema: verificationUploadResponseSchema,
    description:
      "Where the player's identity check stands after the upload (usually `pending`); the decision comes as a `player.verification` live update.",
  },
  AppleMerchantSessionRequest: {
    schema: appleMerchantSessionRequestSchema,
    description:
      "An Apple Pay method's id and the `validationURL` of Safari's `merchantvalidation` event.",
  },
  AppleMerchantSessionResponse: {
    schema: appleMerchantSessionResponseSchema,
    description:
      "Apple's merchant session, as Apple answered it; the client hands it to the sheet.",
  },
  SavePlayerFieldsRequest: {
    schema: savePlayerFieldsRequestSchema,
    description: 'Profile values (fields with `profileField: true`) to save on the player.',
  },
  SavePlayerFieldsResponse: {
    schema: savePlayerFieldsResponseSchema,
    description: 'The values saved.',
  },
  ErrorBody: {
    schema: errorBodySchema,
    description:
      'The body of every 4xx/5xx answer. `type` is the kind of failure (`unauthorized` only with a 401) and `status` names it (`PAYMENT_PROCESSING_ERROR`, `DEPOSIT_LIMIT_EXCEEDED`, …), each one of its enum; `fields` holds per-field messages of a `params_error`; `limit` is the limit a `DEPOSIT_LIMIT_EXCEEDED` deposit would exceed and `restriction` the one a refused deposit met. Messages are server text, rendered as text.',
  },
  Transaction: {
    schema: transactionSchema,
    description:
      "One deposit or cash-out of the player's history; `fee` and `total` only where a fee was charged.",
  },
  TransactionsPage: {
    schema: transactionsPageSchema,
    description:
      'One page, newest first. Pass `nextCursor` back as `cursor` (`null` on the last page); `total` counts every match of the filters.',
  },
  TrackerEvent: {
    schema: trackerEventSchema,
    description:
      'One tracking event: the schema fields, plus any extra data given to `track()` (it never replaces a schema field). Optional keys are absent, never null, when unknown.',
  },
  TrackerEventBatch: {
    schema: trackerEventBatchSchema,
    description:
      'The body of one events request: a JSON array of events, oldest first, at most 64 KiB when sent with keepalive or as a beacon.',
  },
  LivePayment: {
    schema: livePaymentSchema,
    description: "A payment's new status; `id` is the submit answer's `paymentId`.",
  },
  LiveMessage: {
    schema: liveMessageSchema,
    description: `A message of the live-updates WebSocket at ${LIVE_PATH} (wss: for an https origin, ws: for http). OpenAPI has no WebSocket operations, so the socket is documented here, by this schema and its x-websocket-path: server to client only, one JSON text frame per message; \`hello\` once when the connection opens, then \`payment.updated\` whenever a payment changes status and \`player.verification\` whenever the player's identity check changes state (updates made while the player had no connection are sent on the next one). The handshake carries the session cookie and the page's Origin (WebSockets are exempt from CORS): the back end refuses a foreign Origin (the mock with 403). With bearer tokens the token is the access_token query parameter; a missing, expired or invalid one is accepted and then closed at once with code ${String(LIVE_UNAUTHORIZED_CLOSE)} (reason \`unauthorized\`), since a browser cannot read a refused handshake's status: the client renews the token through its host and reconnects. A frame that is not JSON or breaks this schema is ignored.`,
  },
} satisfies Record<string, Component>;

export type ComponentName = keyof typeof COMPONENTS;

const SCHEMAS_PREFIX = '#/components/schemas/';

/** A reference to a named schema. */
export function ref(name: ComponentName): { $ref: string } {
  return { $ref: `${SCHEMAS_PREFIX}${name}` };
}

/** Extensions zod cannot know: where the live messages travel. */
const EXTENSIONS: Partial<Record<ComponentName, JsonObject>> = {
  LiveMessage: { 'x-websocket-path': LIVE_PATH },
};

/**
 * Both directions are described by the schemas' **input**: the client parses every answer with
 * them (an unknown extra key is dropped, not refused), and the mock back end parses every request
 * body with them. `io: 'input'` also describes what a schema accepts should one ever transform or
 * default a value (JSON Schema cannot express a transform: it would describe the parsed result).
 */
const TO_JSON_SCHEMA = { target: 'draft-2020-12', io: 'input' } as const;

/** The schemas of `components.schemas`, each referring to the others by `$ref`. */
export function componentSchemas(): Record<ComponentName, JsonObject> {
  const registry = z.registry<{ id: string; description: string }>();
  for (const [name, { schema, description }] of Object.entries(COMPONENTS)) {
    registry.add(schema, { id: name, description });
  }
  const { schemas } = z.toJSONSchema(registry, {
    ...TO_JSON_SCHEMA,
    metadata: registry,
    uri: (id) => `${SCHEMAS_PREFIX}${id}`,
  });
  const entries = Object.keys(COMPONENTS).map((name) => [
    name,
    { ...embedded(schemas[name] ?? {}), ...EXTENSIONS[name as ComponentName] },
  ]);
  return withClosedLists(Object.fromEntries(entries) as Record<ComponentName, JsonObject>);
}

/** An unnamed schema (a parameter's) inline, as the same conversion gives it. */
export function inlineSchema(schema: z.core.$ZodType): JsonObject {
  return embedded(z.toJSONSchema(schema, TO_JSON_SCHEMA));
}

/**
 * A generated schema without `$schema` and `$id`, which are for standalone files: in the document,
 * the dialect is OpenAPI 3.1's and the name is the component's.
 */
function embedded(schema: JsonObject): JsonObject {
  const copy = { ...schema };
  delete copy.$schema;
  delete copy.$id;
  return copy;
}
