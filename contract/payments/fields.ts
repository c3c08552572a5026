/**
 * Wire schemas of a method's form (`GET /methods/{id}/fields`), the submitted field values and the
 * player's profile fields (`PATCH /player/fields`; docs/http-api.md).
 */
import { z } from '../zod';
import { idSchema } from '../primitives';
import { GOOGLE_PAY_CARD_NETWORKS } from './lists';

interface FieldOptionShape {
  value: string;
  label: string;
  children?: FieldOptionShape[] | undefined;
}

/**
 * How deep `children` nest: a top-level option, its children and theirs (country → bank → branch);
 * an option of the last level has no `children` (any sent are dropped: it reads as a leaf). Bounded
 * so the published document spells every level out and a mock made from it never recurses.
 */
export const FIELD_OPTION_LEVELS = 3;

const optionShape = {
  value: z.string().check(z.maxLength(200)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
};
const lastLevelOption = z.object(optionShape);
const secondLevelOption = z.object({
  ...optionShape,
  children: z.optional(z.array(lastLevelOption)),
});
export const fieldOptionSchema: z.ZodMiniType<FieldOptionShape, FieldOptionShape> = z.object({
  ...optionShape,
  children: z.optional(z.array(secondLevelOption)),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

const merchantNameSchema = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * `wallet` fields: what the Payment Request API needs to open the wallet's payment sheet
 * (features/wallet/walletRequest.ts builds it). The wallet's token is the field's value in
 * the submit, a secret like a card number.
 */
export const walletSchema = z.discriminatedUnion('kind', [
  z.object({
    /** Google Pay (`https://google.com/pay`), its `PAYMENT_GATEWAY` tokenization. */
    kind: z.literal('googlepay'),
    environment: z.enum(['TEST', 'PRODUCTION']),
    /** Google's merchant id (required in `PRODUCTION`). */
    merchantId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /** The name on the payment sheet's total. */
    merchantName: merchantNameSchema,
    /** The payment gateway that decrypts the token, and the casino's id there. */
    gateway: z.string().check(z.minLength(1), z.maxLength(64)),
    gatewayMerchantId: z.string().check(z.minLength(1), z.maxLength(128)),
    allowedCardNetworks: z.array(z.enum(GOOGLE_PAY_CARD_NETWORKS)).check(z.minLength(1)),
  }),
  z.object({
    /** Apple Pay (`https://apple.com/apple-pay`). */
    kind: z.literal('applepay'),
    merchantIdentifier: z.string().check(z.minLength(1), z.maxLength(128)),
    merchantName: merchantNameSchema,
    /** Apple Pay's network names: `visa`, `masterCard`, `amex`, `discover`, `maestro`, … */
    supportedNetworks: z
      .array(z.string().check(z.minLength(1), z.maxLength(32)))
      .check(z.minLength(1), z.maxLength(20)),
    /** The merchant's country (ISO 3166-1 alpha-2). */
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a country code such as "FR"')),
    /** Default `["supports3DS"]`. */
    merchantCapabilities: z.optional(
      z
        .array(z.enum(['supports3DS', 'supportsEMV', 'supportsCredit', 'supportsDebit']))
        .check(z.minLength(1)),
    ),
  }),
]);
export type Wallet = z.infer<typeof walletSchema>;

/** One form field a method asks for (`GET /methods/{id}/fields`). */
export const fieldSchema = z.object({
  name: z
    .string()
    .check(
      z.regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'must be a field name of letters, digits, _ and -'),
    ),
  /** One of FIELD_TYPES; an unknown type renders a visible "unsupported field" notice. */
  type: z.string().check(z.minLength(1), z.maxLength(64)),
  label: z.string().check(z.maxLength(200)),
  required: z.optional(z.boolean()),
  placeholder: z.optional(z.string().check(z.maxLength(200))),
  hint: z.optional(z.string().check(z.maxLength(500))),
  defaultValue: z.optional(z.string().check(z.maxLength(500))),
  /** A regular expression source the value must match in full (text-like fields). */
  pattern: z.optional(z.string().check(z.maxLength(500))),
  minLength: z.optional(z.int().check(z.nonnegative())),
  maxLength: z.optional(z.int().check(z.positive())),
  options: z.optional(z.array(fieldOptionSchema).check(z.maxLength(500))),
  /** Attachment limits: accepted MIME types and the largest file in bytes. */
  accept: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))),
  maxSizeBytes: z.optional(z.int().check(z.positive())),
  /** Banner text, rendered as plain text. */
  text: z.optional(z.string().check(z.maxLength(2000))),
  /**
   * `button`: the page it opens in a new tab (e.g. the provider's help). Only http(s) URLs become a
   * link; anything else is shown as an unavailable note. Kept a plain string so one bad URL cannot
   * make the whole form unreadable.
   */
  url: z.optional(z.string().check(z.maxLength(2000))),
  /**
   * `multi_protocol_crypto_address`: the networks the player chooses from, each with its own
   * address pattern (a regular expression source the whole address must match).
   */
  networks: z.optional(
    z
      .array(
        z.object({
          value: z.string().check(z.minLength(1), z.maxLength(64)),
          label: z.string().check(z.minLength(1), z.maxLength(100)),
          pattern: z.optional(z.string().check(z.maxLength(500))),
        }),
      )
      .check(z.maxLength(20)),
  ),
  /** `deposit_crypto_address`: the address the player sends funds to (else `defaultValue`). */
  address: z.optional(z.string().check(z.maxLength(500))),
  /**
   * The network of a crypto field: shown with a deposit address; the preselected network of a
   * multi-protocol address; named in address errors of `crypto_address` fields.
   */
  network: z.optional(z.string().check(z.maxLength(100))),
  /**
   * The value belongs to the player's profile (name, date of birth, address…): it is saved with
   * `savePlayerFields` before the payment is submitted.
   */
  profileField: z.optional(z.boolean()),
  /** `wallet`: the wallet the field pays with (a `wallet` field without it is unsupported). */
  wallet: z.optional(walletSchema),
});
export type Field = z.infer<typeof fieldSchema>;

export const methodFieldsResponseSchema = z.object({
  methodId: idSchema,
  /** Changes whenever the field list changes; a submit with an old version is `outdated_method_fields`. */
  fieldsVersion: z.string().check(z.minLength(1), z.maxLength(64)),
  fields: z.array(fieldSchema).check(z.maxLength(100)),
});
export type MethodFieldsResponse = z.infer<typeof methodFieldsResponseSchema>;

export const fieldValuesSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));
export type WireFieldValues = z.infer<typeof fieldValuesSchema>;

/** `PATCH /player/fields`. */
export const savePlayerFieldsRequestSchema = z.object({ fields: fieldValuesSchema });
export const savePlayerFieldsResponseSchema = z.object({ fields: fieldValuesSchema });
