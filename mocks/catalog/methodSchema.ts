/**
 * A payment method of the mock catalog (mocks/catalog/schema.ts): the wire method plus the
 * actions and per-currency limits it is offered for, its form fields, its texts in other
 * languages and what a submit answers; and a conversion method.
 */
import { z } from 'zod';
import {
  conversionMethodsResponseSchema,
  limitsSchema,
  methodSchema,
  paymentActionSchema,
} from '@contract/payments/methods';
import { currencyCodeSchema } from '@contract/primitives';
import { fieldSchema, methodFieldsResponseSchema } from '@contract/payments/fields';
import { submitResponseSchema } from '@contract/payments/payment';
import { CARD_BRANDS, COMPLEMENTARY_PAYMENT_METHODS } from '@contract/payments/lists';
import { described } from './described';

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
