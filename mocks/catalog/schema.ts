/**
 * The catalog of the mock cashier back end (mocks/catalog.json): which currencies and payment
 * methods exist, the form fields each method asks for, what a submit answers, and scripted error
 * scenarios. Built from the wire schemas, so a catalog can only describe answers the client accepts.
 * `npm run catalog:schema` turns this into mocks/catalog.schema.json for editor completion.
 */
import { z } from 'zod';
import { configResponseSchema, playerSchema } from '@contract/payments/player';
import {
  conversionMethodsResponseSchema,
  lastUsedSchema,
  limitsSchema,
  methodSchema,
  paymentActionSchema,
} from '@contract/payments/methods';
import { currencyCodeSchema } from '@contract/primitives';
import { errorBodySchema, submitResponseSchema } from '@contract/payments/payment';
import { fieldSchema, methodFieldsResponseSchema } from '@contract/payments/fields';
import {
  CARD_BRANDS,
  COMPLEMENTARY_PAYMENT_METHODS,
  LIMIT_PERIODS,
  RESTRICTION_KINDS,
} from '@contract/payments/lists';
import { PLAYER_NAME_PATTERN } from '../backend/playerName';
import { transactionSchema } from '@contract/history';
import { crossCheckCatalog } from './crossCheck';
import { salvageCatalog, toFileProblem } from './salvage';

/*
 * The wire schemas are zod/mini (shipped code, see docs/budgets-and-benchmarks.md), which has no
 * methods such as `.omit` or `.describe`: the catalog wraps their shapes in classic objects, and
 * describes a wire schema through `described` (a copy, like classic `.describe`, so the shared
 * schema stays bare).
 */
function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  const copy = z.core.clone(schema);
  z.globalRegistry.add(copy, { description });
  return copy;
}

const [notify, userRedirected, iframeOpened, outdatedFields, installMetamask, unknownResult] =
  submitResponseSchema._zod.def.options;

/** A successful submit's answer as written in the catalog: the wire body minus `paymentId`. */
export const catalogResultSchema = z
  .discriminatedUnion('status', [
    z.strictObject(notify.shape).omit({ paymentId: true }),
    z.strictObject(userRedirected.shape).omit({ paymentId: true }),
    z.strictObject(iframeOpened.shape).omit({ paymentId: true }),
    // Normally answered when the submitted fieldsVersion is stale; a scenario can force it by hand.
    z.strictObject(outdatedFields.shape),
    z.strictObject(installMetamask.shape),
    z.strictObject(unknownResult.shape).omit({ paymentId: true }),
  ])
  .describe(
    'What a successful submit answers: a wire submit response without `paymentId` (the mock adds a ' +
      'generated one). Text values may contain {amount} and {currency}, replaced by the submitted ones, and {origin}, the origin of the mock (for its provider pages under /mock-provider/).',
  );
export type CatalogResult = z.infer<typeof catalogResultSchema>;

const catalogFieldSchema = z
  .strictObject(fieldSchema.shape)
  .describe(
    'One form field, exactly as `GET /methods/{id}/fields` sends it. A field of type "amount" is ' +
      'satisfied by the request amount; other `required` fields must be present and non-empty.',
  );

/**
 * A method's description: one text for every action it is offered for, or one per action (a text
 * true of one action only, "Deposits arrive instantly.", is listed only for it).
 */
const catalogDescriptionSchema = z
  .union([
    z.string().max(500),
    z.strictObject({
      deposit: z.string().max(500).optional(),
      cashout: z.string().max(500).optional(),
    }),
  ])
  .describe(
    'A short note under the method\'s name: one text for every action, or {"deposit", "cashout"} ' +
      'for a text that depends on the action (an action without one lists no description).',
  );
export type CatalogDescription = z.infer<typeof catalogDescriptionSchema>;

/** Server text of a method in another language; what is missing stays English. */
/** A language code of `translations` ("de", "pt-BR"). */
const languageTagSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/);

const methodTranslationSchema = z
  .strictObject({
    name: z.string().min(1).max(120).optional(),
    description: catalogDescriptionSchema.optional(),
    fields: z
      .record(
        z.string(),
        z.strictObject({
          label: z.string().max(200).optional(),
          hint: z.string().max(500).optional(),
          placeholder: z.string().max(200).optional(),
          text: z.string().max(2000).optional(),
        }),
      )
      .optional(),
  })
  .describe('Texts of the method in one language, by field name for its fields.');

export const catalogMethodSchema = z
  .object(methodSchema.shape)
  .omit({ currency: true, limits: true })
  .extend({
    id: described(methodSchema.shape.id, 'Unique method id, used in URLs and in submits.'),
    type: described(
      methodSchema.shape.type,
      'One of cards, direct, crypto, bank_transfer, voucher (others are listed under "Other").',
    ),
    name: described(methodSchema.shape.name, 'The label shown in the method list (plain English).'),
    description: catalogDescriptionSchema.optional(),
    logoUrl: z
      .url({
        protocol: /^https?$/,
        error: 'must be an absolute http(s) URL, e.g. "https://cdn.example/logo.svg"',
      })
      .max(2000)
      .optional()
      .describe('The method logo (absolute http(s) URL).'),
    presets: described(
      methodSchema.shape.presets,
      'Quick-pick amounts; each must lie within the limits of every currency of the method.',
    ),
    savedProfiles: described(
      methodSchema.shape.savedProfiles,
      'Stored payment details the player can reuse or delete; ids are unique in the catalog.',
    ),
    acceptedCardBrands: z
      .array(z.enum(CARD_BRANDS))
      .min(1)
      .optional()
      .describe('A card method: the only card brands it takes; absent, any brand.'),
    actions: z
      .array(paymentActionSchema)
      .min(1)
      .max(2)
      .describe('The actions ("deposit", "cashout") the method is offered for.'),
    limits: z
      .record(currencyCodeSchema, limitsSchema)
      .describe(
        'Amount limits per currency code, as decimal strings ({"EUR": {"min": "10.00", "max": ' +
          '"5000.00"}}). The method is offered for exactly these currencies, each listed in `currencies`.',
      ),
    fieldsVersion: described(
      methodFieldsResponseSchema.shape.fieldsVersion,
      'Version of the field list; a submit naming another version answers outdated_method_fields.',
    ),
    fields: z
      .array(catalogFieldSchema)
      .max(100)
      .describe('The form fields, in display order; names are unique within the method.'),
    result: catalogResultSchema,
    translations: z
      .record(languageTagSchema, methodTranslationSchema)
      .optional()
      .describe(
        'Server text per language code ("de", "pt-BR"), answered when the request\'s ' +
          'Accept-Language asks for it; English (the fields above) otherwise.',
      ),
  })
  .strict()
  .describe(
    'A payment method: the wire method (GET /methods) without currency and limits, plus the ' +
      'actions and per-currency limits it is offered for, its form fields and its submit answer.',
  );
export type CatalogMethod = z.infer<typeof catalogMethodSchema>;

const wireConversionMethod = conversionMethodsResponseSchema.shape.methods._zod.def.element;

export const catalogConversionMethodSchema = z
  .object(wireConversionMethod.shape)
  .extend({
    id: z.enum(COMPLEMENTARY_PAYMENT_METHODS),
    currencies: described(
      wireConversionMethod.shape.currencies,
      'Currencies the conversion works with (crypto bought, or fiat paid out).',
    ),
    actions: z
      .array(paymentActionSchema)
      .min(1)
      .max(2)
      .describe('The actions for which `GET /conversion-methods` lists this method.'),
    translations: z
      .record(
        languageTagSchema,
        z.strictObject({ name: z.string().min(1).max(120).describe('The name in this language.') }),
      )
      .optional()
      .describe('The name per language code, answered as for methods; English otherwise.'),
  })
  .strict()
  .describe('A Mercuryo conversion method (buy crypto with fiat, or sell crypto for fiat).');
export type CatalogConversionMethod = z.infer<typeof catalogConversionMethodSchema>;

export const scenarioErrorSchema = z
  .strictObject({
    httpStatus: z.number().int().min(400).max(599).describe('HTTP status of the error answer.'),
    error: z
      .strictObject(errorBodySchema.shape.error.shape)
      .describe('The `error` object of the answer, e.g. {"type": "request_error", "status": ...}.'),
  })
  .describe('Answer with an error body.');

export const scenarioSchema = z
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

export const catalogPlayerSchema = z
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

export type ParseCatalogResult = { ok: true; catalog: Catalog } | { ok: false; problems: string[] };

export type IssuePath = readonly PropertyKey[];

/** `methods[2].limits.EUR.min`; the whole document is `(root)`. */
export function formatPath(path: IssuePath): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'symbol') text += `[${key.toString()}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) text += text === '' ? key : `.${key}`;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text === '' ? '(root)' : text;
}

type Issue = z.core.$ZodIssue;

/**
 * Makes nested issues readable: a union reports its closest branch (fewest problems) under the
 * union's path, and a record key reports why the key itself is wrong.
 */
function flattenIssue(issue: Issue): { path: IssuePath; message: string }[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, branch) =>
      branch.length < best.length ? branch : best,
    );
    if (closest.length > 0) {
      return closest.flatMap(flattenIssue).map((inner) => ({
        path: [...issue.path, ...inner.path],
        message: inner.message,
      }));
    }
  }
  if (issue.code === 'invalid_key' && issue.issues.length > 0) {
    // A record key failed its own schema: report the key's problem ("must be an upper-case ...").
    return issue.issues.map((inner) => ({ path: issue.path, message: inner.message }));
  }
  return [{ path: issue.path, message: issue.message }];
}

/** Validates a parsed catalog file: shape first, then the rules JSON Schema cannot state. */
export function parseCatalog(json: unknown): ParseCatalogResult {
  const parsed = catalogSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .flatMap(flattenIssue)
      .map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
    // The cross-checks still run over the parts that are valid on their own, so one run lists
    // every problem (a duplicate id must not wait until a missing field elsewhere is fixed).
    const salvaged = salvageCatalog(json);
    const crossProblems = salvaged
      ? crossCheckCatalog(salvaged.catalog)
          .map((problem) => toFileProblem(problem, salvaged.fileIndex))
          .map((problem) => `${formatPath(problem.path)}: ${problem.message}`)
      : [];
    return { ok: false, problems: [...new Set([...problems, ...crossProblems])] };
  }
  const problems = crossCheckCatalog(parsed.data).map(
    (problem) => `${formatPath(problem.path)}: ${problem.message}`,
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, catalog: parsed.data };
}
