/**
 * Wire schemas of the method lists (`GET /methods`, `GET /conversion-methods`,
 * `GET /conversion-quote`; docs/http-api.md). Every answer is parsed with these at the boundary,
 * so a malformed answer becomes an error state with a retry instead of a crash.
 */
import { z } from '../zod';
import { currencyCodeSchema, decimalSchema, idSchema } from '../primitives';
import { COMMISSION_TYPES, PAYMENT_ACTIONS, PROCESSING_TIME_TYPES } from './lists';

export const paymentActionSchema = z.enum(PAYMENT_ACTIONS);

export const commissionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(COMMISSION_TYPES[0]), percent: decimalSchema }),
  z.object({
    type: z.literal(COMMISSION_TYPES[1]),
    minPercent: decimalSchema,
    maxPercent: decimalSchema,
  }),
  z.object({ type: z.literal(COMMISSION_TYPES[2]), amount: decimalSchema }),
  z.object({ type: z.literal(COMMISSION_TYPES[3]) }),
  z.object({ type: z.literal(COMMISSION_TYPES[4]), percent: decimalSchema, amount: decimalSchema }),
  z.object({ type: z.literal(COMMISSION_TYPES[5]) }),
]);
export type Commission = z.infer<typeof commissionSchema>;

const timeUnitSchema = z.enum(['minutes', 'hours', 'days']);

export const processingTimeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PROCESSING_TIME_TYPES[0]) }),
  z.object({
    type: z.literal(PROCESSING_TIME_TYPES[1]),
    min: z.int().check(z.nonnegative()),
    max: z.int().check(z.positive()),
    unit: timeUnitSchema,
  }),
  z.object({
    type: z.literal(PROCESSING_TIME_TYPES[2]),
    value: z.int().check(z.positive()),
    unit: timeUnitSchema,
  }),
  z.object({ type: z.literal(PROCESSING_TIME_TYPES[3]) }),
]);
export type ProcessingTime = z.infer<typeof processingTimeSchema>;

export const limitsSchema = z.object({ min: decimalSchema, max: decimalSchema });
export type Limits = z.infer<typeof limitsSchema>;

export const savedProfileSchema = z.object({
  id: idSchema,
  label: z.string().check(z.minLength(1), z.maxLength(80)),
  brand: z.optional(z.string().check(z.maxLength(40))),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;

/** One payment method as listed for an action and currency (`GET /methods`). */
export const methodSchema = z.object({
  id: idSchema,
  provider: z.string().check(z.minLength(1), z.maxLength(64)),
  brand: z.string().check(z.minLength(1), z.maxLength(64)),
  /** One of PAYMENT_METHOD_TYPES; an unknown type is shown under "Other" rather than refused. */
  type: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  description: z.optional(z.string().check(z.maxLength(500))),
  /**
   * Shown only when the URL policy accepts it (common/lib/urlPolicy.ts); any other value hides the
   * logo, not the method.
   */
  logoUrl: z.optional(z.string().check(z.maxLength(2000))),
  currency: currencyCodeSchema,
  limits: limitsSchema,
  presets: z.optional(z.array(decimalSchema).check(z.maxLength(8))),
  commission: commissionSchema,
  processingTime: processingTimeSchema,
  savedProfiles: z.optional(z.array(savedProfileSchema).check(z.maxLength(20))),
  /**
   * A card method: the only card brands it takes (ids of CARD_BRANDS in ./lists.ts). The
   * list says them and the card number refuses any other brand as soon as it is recognised;
   * absent, any brand. Open-ended like `brand`: an id the cashier does not know is shown as it came
   * (and matches no number it detects), not refused with the whole list.
   */
  acceptedCardBrands: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(32)))
      .check(z.minLength(1), z.maxLength(20)),
  ),
});
export type PaymentMethod = z.infer<typeof methodSchema>;

/** The method and saved profile of the player's last deposit that can be repeated in one step. */
export const lastUsedSchema = z.object({
  methodId: idSchema,
  savedProfileId: z.nullable(idSchema),
});
export type LastUsed = z.infer<typeof lastUsedSchema>;

export const methodsResponseSchema = z.object({
  action: paymentActionSchema,
  currency: currencyCodeSchema,
  methods: z.array(methodSchema),
  /** Deposits only (fast deposit): `null` when the player has none in this currency. */
  lastUsed: z.optional(z.nullable(lastUsedSchema)),
});
export type MethodsResponse = z.infer<typeof methodsResponseSchema>;

/** `GET /conversion-methods`: the Mercuryo methods that buy crypto with fiat and back. */
export const conversionMethodsResponseSchema = z.object({
  methods: z.array(
    z.object({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      name: z.string().check(z.minLength(1), z.maxLength(120)),
      currencies: z.array(currencyCodeSchema),
    }),
  ),
});
export type ConversionMethodsResponse = z.infer<typeof conversionMethodsResponseSchema>;

/** `GET /conversion-quote`: what `amount` of `from` buys (or sells for) in `to`, at `rate`. */
export const conversionQuoteSchema = z.object({
  methodId: z.string().check(z.minLength(1), z.maxLength(64)),
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: decimalSchema,
  toAmount: decimalSchema,
  /** Units of `from` for one unit of `to`. */
  rate: decimalSchema,
});
export type ConversionQuote = z.infer<typeof conversionQuoteSchema>;
