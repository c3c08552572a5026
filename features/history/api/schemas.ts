/**
 * Wire schemas of `GET /transactions` (docs/http-api.md). Every page is parsed with
 * these at the boundary, so a malformed answer becomes an error state with a retry, never a crash.
 * The mock back end builds its answers from the same types.
 */
import { z } from '@/lib/zod';
import { TRANSACTIONS_MAX_LIMIT } from './paths';

export const TRANSACTION_ACTIONS = ['deposit', 'cashout'] as const;
export const TRANSACTION_STATUSES = [
  'pending',
  'success',
  'failed',
  'canceled',
  'refunded',
] as const;

export const transactionActionSchema = z.enum(TRANSACTION_ACTIONS);
export type TransactionAction = z.infer<typeof transactionActionSchema>;

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

const idSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'must be a short identifier'));

/** A non-negative decimal amount in major units, as a string ("10.50"): money never floats. */
const decimalSchema = z
  .string()
  .check(z.regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a decimal amount such as "10.50"'));

const currencyCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z][A-Z0-9]{2,9}$/, 'must be an upper-case currency code such as "EUR"'));

/** ISO 8601 date and time with `Z` or an offset ("2026-04-30T18:05:00Z"). */
const timestampSchema = z.iso.datetime({ offset: true });

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
  createdAt: timestampSchema,
  /** When the status last changed, if it did. */
  updatedAt: z.optional(timestampSchema),
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
