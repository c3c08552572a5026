/**
 * Wire schemas of a payment: the submit and its answer, where a payment stands, its cancel, Apple
 * Pay's merchant session and the error body of every 4xx/5xx answer (docs/http-api.md).
 */
import { z } from '../zod';
import { currencyCodeSchema, decimalSchema, idSchema } from '../primitives';
import { fieldValuesSchema } from './fields';
import { NOTIFY_SEVERITIES } from './lists';
import { paymentActionSchema } from './methods';
import { balanceSchema, depositLimitSchema, restrictionSchema } from './player';

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

/** The body of every 4xx/5xx answer (the error types and statuses of ./lists.ts). */
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
