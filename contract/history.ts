/**
 * Wire schemas of `GET /transactions` (docs/http-api.md). Every page is parsed with
 * these at the boundary, so a malformed answer becomes an error state with a retry, never a crash.
 * The mock back end builds its answers from the same types.
 */
import { z } from './zod';
import { currencyCodeSchema, dateTimeSchema, decimalSchema, idSchema } from './primitives';

/** Rows per page: what the client asks for, and the back end's default `limit`. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The largest `limit` the back end accepts (and the smallest is 1). */
export const TRANSACTIONS_MAX_LIMIT = 50;

export const TRANSACTION_ACTIONS = ['deposit', 'cashout'] as const;
export const TRANSACTION_STATUSES = [
  'pending',
  'success',
  'failed',
  'cancelled',
  'refunded',
] as const;

export const transactionActionSchema = z.enum(TRANSACTION_ACTIONS);
export type TransactionAction = z.infer<typeof transactionActionSchema>;

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** One deposit or cash-out as the player's history lists it. */
export const transactionSchema = z.object({
  id: idSchema,
  action: transactionActionSchema,
  status: transactionStatusSchema,
  methodId: idSchema,
  /** The method's display name (server text: rendered as text). */
  methodName: z.string().check(z.minLength(1), z.maxLength(120)),
  /** The amount the player asked for, in `currency`. */
  amount: decimalSchema,
  currency: currencyCodeSchema,
  /** The method's fee, when one was charged. */
  fee: z.optional(decimalSchema),
  /** What the player paid (deposit) or received (cash-out) with the fee, when one was charged. */
  total: z.optional(decimalSchema),
  createdAt: dateTimeSchema,
  /** When the status last changed, if it did. */
  updatedAt: z.optional(dateTimeSchema),
  /**
   * A pending crypto deposit: the address, network and exact amount to send (the same shape as
   * the payment's own, docs/http-api.md); absent once it settled.
   */
  depositInstructions: z.optional(
    z.object({
      address: z.string().check(z.minLength(1), z.maxLength(500)),
      network: z.string().check(z.minLength(1), z.maxLength(100)),
      amount: decimalSchema,
      currency: currencyCodeSchema,
    }),
  ),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** One page of `GET /transactions`, newest first. */
export const transactionsPageSchema = z.object({
  items: z.array(transactionSchema).check(z.maxLength(TRANSACTIONS_MAX_LIMIT)),
  /** Opaque: pass it back as `cursor` for the next page; `null` on the last page. */
  nextCursor: z.nullable(z.string().check(z.minLength(1), z.maxLength(512))),
  /** How many transactions match the filters, over all pages. */
  total: z.int().check(z.nonnegative()),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
