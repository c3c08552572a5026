/**
 * Wire schemas of `GET /config` and the player it carries: responsible-gambling limits and
 * restrictions, the identity check and its uploads, balances (docs/http-api.md).
 */
import { z } from '../zod';
import {
  currencyCodeSchema,
  currencyScalesSchema,
  dateTimeSchema,
  decimalSchema,
} from '../primitives';
import {
  LIMIT_PERIODS,
  MERCURYO_MODES,
  RESTRICTION_KINDS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_STATUSES,
  VERIFICATION_STATUSES,
} from './lists';

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

export const configResponseSchema = z.object({
  currencies: z.array(currencyCodeSchema).check(z.minLength(1)),
  currencyScales: currencyScalesSchema,
  defaultCurrency: currencyCodeSchema,
  mercuryoMode: z.enum(MERCURYO_MODES),
  player: z.optional(playerSchema),
});
export type CashierConfig = z.infer<typeof configResponseSchema>;

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
