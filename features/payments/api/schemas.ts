/**
 * Wire schemas of the cashier HTTP API (docs/http-api.md). Every response is parsed with
 * these at the boundary, so a malformed answer becomes an error state with a retry instead of a crash.
 * The mock back end's catalog schema reuses them, so mock and client cannot drift apart.
 */
import { z } from '@/lib/zod';
import {
  COMMISSION_TYPES,
  LIMIT_PERIODS,
  MERCURYO_MODES,
  NOTIFY_SEVERITIES,
  PAYMENT_ACTIONS,
  PROCESSING_TIME_TYPES,
  RESTRICTION_KINDS,
  VERIFICATION_STATUSES,
  GOOGLE_PAY_CARD_NETWORKS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_STATUSES,
} from '../model/contract';

/** A non-negative decimal amount in major units, as a string ("10", "10.50"): money never floats. */
export const decimalSchema = z
  .string()
  .check(z.regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a decimal amount such as "10.50"'));

export const currencyCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z][A-Z0-9]{2,9}$/, 'must be an upper-case currency code such as "EUR"'));

export const paymentActionSchema = z.enum(PAYMENT_ACTIONS);

const idSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'must be a short identifier'));

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
   * Shown only when the URL policy accepts it (src/lib/urlPolicy.ts); any other value hides the
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
   * A card method: the only card brands it takes (ids of CARD_BRANDS in model/contract.ts). The
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
 * (features/payments/wallet/walletRequest.ts builds it). The wallet's token is the field's value in
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

/** `POST /payments`. */
export const submitRequestSchema = z.object({
  action: paymentActionSchema,
  methodId: idSchema,
  currency: currencyCodeSchema,
  amount: decimalSchema,
  fieldsVersion: z.string().check(z.minLength(1), z.maxLength(64)),
  savedProfileId: z.optional(idSchema),
  fields: fieldValuesSchema,
  /**
   * Where the provider sends the player back after a `user_redirected` payment: the page the
   * cashier is on (http(s) only). The cashier finds the payment it kept before leaving there.
   */
  returnUrl: z.optional(z.string().check(z.regex(/^https?:\/\//), z.maxLength(2000))),
});
export type SubmitRequest = z.infer<typeof submitRequestSchema>;

const paymentIdSchema = idSchema;

/**
 * What the player must do to complete a pending crypto deposit: send exactly `amount` `currency`
 * to `address` on `network`. Carried by the submit answer, `GET /payments/{paymentId}` and the
 * history while the deposit is pending, so the cashier can show it again (after a reload, from the
 * history); dropped once the deposit settled.
 */
export const depositInstructionsSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(500)),
  network: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: decimalSchema,
  currency: currencyCodeSchema,
});
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

/**
 * `GET /payments/{paymentId}` (or `?idempotencyKey=`): where a payment stands (after a redirect,
 * or a page left while the payment was sending). `cancelled`: the cashier cancelled it
 * (`POST /payments/{paymentId}/cancel`), nothing was charged.
 */
export const paymentStatusSchema = z.object({
  paymentId: paymentIdSchema,
  status: z.enum(['pending', 'success', 'failed', 'cancelled']),
  action: paymentActionSchema,
  methodId: idSchema,
  amount: decimalSchema,
  currency: currencyCodeSchema,
  updatedAt: z.optional(z.string().check(z.maxLength(64))),
  /** A pending crypto deposit: where to send what (absent once it settled). */
  depositInstructions: z.optional(depositInstructionsSchema),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Why the cashier cancels a payment: it refused the provider's redirect or frame URL. */
export const CANCEL_REASONS = ['unsafe_redirect_url', 'unsafe_frame_url'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** `POST /payments/{paymentId}/cancel`. */
export const cancelPaymentRequestSchema = z.object({ reason: z.enum(CANCEL_REASONS) });
export type CancelPaymentRequest = z.infer<typeof cancelPaymentRequestSchema>;

export const submitResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('notify'),
    paymentId: paymentIdSchema,
    severity: z.optional(z.enum(NOTIFY_SEVERITIES)),
    message: z.string().check(z.minLength(1), z.maxLength(2000)),
    /** A crypto deposit waiting for the player's transfer: where to send what. */
    depositInstructions: z.optional(depositInstructionsSchema),
  }),
  z.object({
    status: z.literal('user_redirected'),
    paymentId: paymentIdSchema,
    redirectUrl: z.string().check(z.minLength(1), z.maxLength(4000)),
  }),
  z.object({
    status: z.literal('iframe_opened'),
    paymentId: paymentIdSchema,
    iframeUrl: z.string().check(z.minLength(1), z.maxLength(4000)),
  }),
  z.object({
    status: z.literal('outdated_method_fields'),
    fieldsVersion: z.optional(z.string()),
  }),
  z.object({ status: z.literal('install_metamask') }),
  z.object({ status: z.literal('unknown'), paymentId: z.optional(paymentIdSchema) }),
]);
export type SubmitResponse = z.infer<typeof submitResponseSchema>;
/**
 * A submit answer a result screen shows: every status but `outdated_method_fields`, which keeps the
 * player on the form with its new fields (form/usePaymentAttempt.ts).
 */
export type ShownResult = Exclude<SubmitResponse, { status: 'outdated_method_fields' }>;

/** A moment with its zone ("2026-11-26T00:00:00+01:00", "2026-11-25T23:00:00Z"). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A deposit limit the player set (or the operator set for them) over one period. */
export const depositLimitSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  limit: decimalSchema,
  /** Deposited in the current period. */
  used: decimalSchema,
  /** What may still be deposited until `resetsAt` (the server's figure: `limit - used`, not below 0). */
  remaining: decimalSchema,
  currency: currencyCodeSchema,
  /** When the period starts again and `used` goes back to 0. */
  resetsAt: dateTimeSchema,
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/** No deposits until `until`: a cool-off, or a self-exclusion (indefinite without `until`). */
export const restrictionSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  until: z.optional(dateTimeSchema),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** Where the player's identity check stands, and what it holds back until it is done. */
/** One document the identity check asks for, and where it stands. */
export const verificationDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  status: z.enum(VERIFICATION_DOCUMENT_STATUSES),
  /** Why this document was not accepted (server text). */
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Why the check is needed or was rejected (server text). */
  reason: z.optional(z.string().check(z.maxLength(500))),
  /**
   * The documents asked for, each uploaded on its own, each kind at most once. Absent: one
   * document (an `identity` upload) that stands where `status` does.
   */
  documents: z.optional(z.array(verificationDocumentSchema).check(z.maxLength(10))),
  gates: z.optional(
    z.object({
      /** Cash-outs wait for the check. */
      cashout: z.optional(z.boolean()),
      /** Deposits above this amount (the player's currency) wait for the check. */
      depositsAbove: z.optional(decimalSchema),
    }),
  ),
});
export type Verification = z.infer<typeof verificationSchema>;

/**
 * What the player holds in one currency: `total`, and the part of it they may cash out now
 * (`withdrawable`: less than `total` while bonus money is still to be wagered, never more).
 */
export const balanceSchema = z.object({
  currency: currencyCodeSchema,
  total: decimalSchema,
  withdrawable: decimalSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

/** `GET /config`. */
/** The signed-in player as the cashier may show them (support chat identity). */
export const playerSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.optional(z.string().check(z.maxLength(120))),
  email: z.optional(z.string().check(z.maxLength(254))),
  /** The affiliate tag (stag) the player signed up with. */
  affiliateTag: z.optional(z.string().check(z.maxLength(64))),
  /** The tracker's temporary player id (`temp_player_id` of the player's events). */
  tempPlayerId: z.optional(z.string().check(z.maxLength(128))),
  /** The licence the player plays under (`license` of the player's events). */
  license: z.optional(z.string().check(z.maxLength(64))),
  /** The country of the player's IP address (`ip_country` of the player's events). */
  ipCountry: z.optional(z.string().check(z.maxLength(8))),
  /** The interlayer the player came through (`interlayer_id` of the player's events). */
  interlayerId: z.optional(z.string().check(z.maxLength(128))),
  /** Responsible gambling: at most one limit per period. */
  depositLimits: z.optional(z.array(depositLimitSchema).check(z.maxLength(3))),
  /** Responsible gambling: deposits are refused while it lasts; cash-outs stay possible. */
  restriction: z.optional(restrictionSchema),
  verification: z.optional(verificationSchema),
  /**
   * The player's balance per currency, at most one entry each. A currency not listed holds
   * nothing; absent, the back end does not say (the cashier then shows no balance and caps nothing).
   */
  balances: z.optional(z.array(balanceSchema).check(z.maxLength(50))),
});
export type Player = z.infer<typeof playerSchema>;

/** Decimals of an amount in a currency: ISO 4217 minor units for fiat, the network's for crypto. */
export const currencyScaleSchema = z.int().check(z.nonnegative(), z.lte(18));

/**
 * Each offered currency's scale ({"EUR": 2, "KWD": 3, "BCH": 8}), beside `currencies` rather than
 * in it: the list of codes stays what the currency picker and every request use, and a lookup by
 * code is what every amount needs. The client formats, checks and sends amounts at these.
 */
export const currencyScalesSchema = z.record(currencyCodeSchema, currencyScaleSchema);

export const configResponseSchema = z.object({
  currencies: z.array(currencyCodeSchema).check(z.minLength(1)),
  currencyScales: currencyScalesSchema,
  defaultCurrency: currencyCodeSchema,
  mercuryoMode: z.enum(MERCURYO_MODES),
  player: z.optional(playerSchema),
});
export type CashierConfig = z.infer<typeof configResponseSchema>;

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

/** `PATCH /player/fields`. */
export const savePlayerFieldsRequestSchema = z.object({ fields: fieldValuesSchema });
export const savePlayerFieldsResponseSchema = z.object({ fields: fieldValuesSchema });

/** The largest identity document the player may upload (the verification upload), in bytes. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file types an identity document may have (the upload's `attachment` field `accept`). */
export const VERIFICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * `POST /verification/documents`: one of the asked-for documents (`kind`), in the `attachment` field's wire form (a
 * `data:` URL with the file name as a parameter, model/attachment.ts). Base64 makes a 10 MiB file
 * about 13.4 MiB of text.
 */
export const verificationUploadRequestSchema = z.object({
  /** Which of the asked-for documents this file is. */
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  document: z
    .string()
    .check(
      z.maxLength(Math.ceil((VERIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + 1024),
      z.regex(/^data:[^,]*;base64,/, 'must be a base64 data: URL'),
    ),
});

/** The answer to an upload: where the check stands now (usually `pending`). */
export const verificationUploadResponseSchema = z.object({ verification: verificationSchema });
export type VerificationUploadResponse = z.infer<typeof verificationUploadResponseSchema>;

/**
 * `POST /wallets/apple-pay/merchant-session`: Safari's Apple Pay merchant validation. The client
 * passes on the `validationURL` of the sheet's `merchantvalidation` event; the back end asks Apple
 * for a session there (with the operator's merchant certificate) and answers it as it came.
 */
export const appleMerchantSessionRequestSchema = z.object({
  methodId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Apple's validation URL (https, on an `apple.com` host: the back end must check it). */
  validationUrl: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type AppleMerchantSessionRequest = z.infer<typeof appleMerchantSessionRequestSchema>;

export const appleMerchantSessionResponseSchema = z.object({
  /** Apple's opaque merchant session, handed to the sheet unchanged. */
  merchantSession: z.record(z.string(), z.unknown()),
});
export type AppleMerchantSessionResponse = z.infer<typeof appleMerchantSessionResponseSchema>;

/** The body of every 4xx/5xx answer (the error types and statuses of model/contract.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    type: z.string().check(z.minLength(1), z.maxLength(64)),
    status: z.optional(z.string().check(z.maxLength(64))),
    message: z.optional(z.string().check(z.maxLength(2000))),
    /** Per-field messages for `params_error`, keyed by field name. */
    fields: z.optional(z.record(z.string(), z.string().check(z.maxLength(500)))),
    /** `responsible_gambling` / `DEPOSIT_LIMIT_EXCEEDED`: the limit the payment would exceed. */
    limit: z.optional(depositLimitSchema),
    /** `responsible_gambling` / `COOL_OFF_ACTIVE` or `SELF_EXCLUDED`: the restriction in force. */
    restriction: z.optional(restrictionSchema),
    /** `params_error` / `INSUFFICIENT_WITHDRAWABLE_BALANCE`: the balance in the cash-out's currency. */
    balance: z.optional(balanceSchema),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
