/**
 * The catalog of the mock cashier back end (mocks/catalog.json): which currencies and payment
 * methods exist (mocks/catalog/methodSchema.ts), the players, and scripted error scenarios. Built
 * from the wire schemas, so a catalog can only describe answers the client accepts.
 * `npm run catalog:schema` turns this into mocks/catalog.schema.json for editor completion;
 * mocks/catalog/parseCatalog.ts reads a catalog file.
 */
import { z } from 'zod';
import { configResponseSchema, playerSchema } from '@contract/payments/player';
import { currencyCodeSchema } from '@contract/primitives';
import { errorBodySchema } from '@contract/payments/payment';
import { fieldSchema } from '@contract/payments/fields';
import {
  lastUsedSchema,
  limitsSchema,
  methodSchema,
  paymentActionSchema,
} from '@contract/payments/methods';
import { LIMIT_PERIODS, RESTRICTION_KINDS } from '@contract/payments/lists';
import { PLAYER_NAME_PATTERN } from '../backend/playerName';
import { transactionSchema } from '@contract/history';
import { described } from './described';
import {
  catalogConversionMethodSchema,
  catalogMethodSchema,
  catalogResultSchema,
} from './methodSchema';

const scenarioErrorSchema = z
  .strictObject({
    httpStatus: z.number().int().min(400).max(599).describe('HTTP status of the error answer.'),
    error: z
      .strictObject(errorBodySchema.shape.error.shape)
      .describe('The `error` object of the answer, e.g. {"type": "request_error", "status": ...}.'),
  })
  .describe('Answer with an error body.');

const scenarioSchema = z
  .strictObject({
    description: z.string().max(500).optional().describe('What the scenario is for (a note).'),
    when: z
      .strictObject({
        field: described(
          fieldSchema.shape.name,
          'The submitted field to compare; "amount" compares the payment amount as a decimal ' +
            '("13.1" equals "13.10").',
        ),
        equals: z
          .string()
          .min(1)
          .max(500)
          .describe('The value that triggers the scenario (trimmed, case-insensitive).'),
        methodId: z.optional(methodSchema.shape.id).describe('Only for this method.'),
        action: z.optional(paymentActionSchema).describe('Only for this action.'),
      })
      .describe('The condition, checked after the request passed validation.'),
    respond: z
      .union([
        scenarioErrorSchema,
        z
          .strictObject({ malformed: z.literal(true) })
          .describe('Answer 200 with a body that fails the submit response schema.'),
        z.strictObject({ result: catalogResultSchema }).describe('Answer 200 with this result.'),
      ])
      .describe('The scripted answer.'),
    answerAfterMs: z
      .number()
      .int()
      .min(0)
      .max(60_000)
      .optional()
      .describe(
        'Answer this many milliseconds late; the payment is taken at once (a slow answer, to leave the page while a payment is sending).',
      ),
  })
  .describe('A scripted submit answer for trying error paths by hand; the first match wins.');
export type Scenario = z.infer<typeof scenarioSchema>;

const catalogLimitSchema = z
  .strictObject({
    period: z.enum(LIMIT_PERIODS),
    limit: described(limitsSchema.shape.max, 'The most the player may deposit in the period.'),
    used: described(
      limitsSchema.shape.max,
      'Deposited in the period before this back end started; deposits it accepts add to it.',
    ),
    currency: currencyCodeSchema,
  })
  .describe(
    'A deposit limit. The mock answers `remaining` (limit - used, not below 0) and `resetsAt` (the ' +
      'next UTC midnight, Monday or first of the month).',
  );

const catalogPlayerSchema = z
  .strictObject(playerSchema.shape)
  .omit({ depositLimits: true, restriction: true })
  .extend({
    depositLimits: z.array(catalogLimitSchema).max(3).optional(),
    restriction: z
      .strictObject({
        kind: z.enum(RESTRICTION_KINDS),
        days: z
          .number()
          .int()
          .positive()
          .max(3650)
          .optional()
          .describe('Ends this many UTC midnights from now; absent: indefinite.'),
      })
      .optional()
      .describe('No deposits while it lasts (a cool-off or self-exclusion); cash-outs stay open.'),
  })
  .describe('A player `GET /config` can answer, with its responsible-gambling settings.');
export type CatalogPlayer = z.infer<typeof catalogPlayerSchema>;

export const catalogSchema = z
  .strictObject({
    $schema: z.string().optional().describe('The JSON Schema of this file, for editors.'),
    currencies: described(
      configResponseSchema.shape.currencies,
      'The cashier currencies (GET /config), e.g. ["EUR", "USD", "BTC"]; no duplicates.',
    ),
    currencyScales: described(
      configResponseSchema.shape.currencyScales,
      'Decimals of each of `currencies` (GET /config), e.g. {"EUR": 2, "KWD": 3, "BTC": 8}: ISO ' +
        "4217 minor units for fiat, the network's for crypto. Every amount of the catalog fits it.",
    ),
    defaultCurrency: described(
      configResponseSchema.shape.defaultCurrency,
      'The currency preselected in the cashier; one of `currencies`.',
    ),
    mercuryoMode: described(
      configResponseSchema.shape.mercuryoMode,
      'Mercuryo widget mode sent in GET /config ("development" for the mock).',
    ),
    methods: z
      .array(catalogMethodSchema)
      .describe('All payment methods; ids are unique. An empty list shows the "no methods" state.'),
    conversionMethods: z
      .array(catalogConversionMethodSchema)
      .optional()
      .describe('Mercuryo conversion methods for GET /conversion-methods (none when absent).'),
    scenarios: z
      .array(scenarioSchema)
      .optional()
      .describe('Scripted submit answers (declines, verification, malformed answers...).'),
    history: z
      .array(z.strictObject(transactionSchema.shape))
      .max(1000)
      .optional()
      .describe(
        "The player's transactions before this back end started (GET /transactions), in any " +
          'order; payments accepted since are added on top. None when absent.',
      ),
    players: z
      .record(z.string().regex(PLAYER_NAME_PATTERN), catalogPlayerSchema)
      .optional()
      .describe(
        'Players the mock can be switched between by the X-Mock-Player header or the mock_player ' +
          'cookie (docs/mock-backend.md); `default` when none is picked. Absent: one built-in player.',
      ),
    lastUsedDeposit: z
      .strictObject(lastUsedSchema.shape)
      .optional()
      .describe(
        "The player's last used deposit method and saved profile before any deposit is made " +
          '(`lastUsed` of GET /methods?action=deposit, for fast deposit) in every currency the ' +
          'method is offered for; a successful one-step deposit replaces it for its currency.',
      ),
  })
  .meta({
    title: 'Cashier mock catalog',
    description:
      'Data of the mock cashier back end (mocks/catalog.json, or the file named by ' +
      'CASHIER_CATALOG for `npm start`). Generated from mocks/catalog/schema.ts; do not edit.',
  });
export type Catalog = z.infer<typeof catalogSchema>;
