/**
 * The mock transaction history (`GET /transactions`, docs/http-api.md): a deterministic
 * list generated from a seed, filtered, newest first, paged with an opaque cursor (base64 of the
 * last id on the previous page, so rows added on top never shift later pages).
 */
import { HttpResponse } from 'msw';
import { TRANSACTIONS_MAX_LIMIT, TRANSACTIONS_PAGE_SIZE } from '@contract/history';
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionAction,
  type TransactionStatus,
  type TransactionsPage,
} from '@contract/history';
import type { ErrorBody } from '@contract/payments/payment';
import { paramsError } from './responses';

/** The day the default history ends: fixed, so screenshots and tests never drift. */
export const HISTORY_REFERENCE_DATE = new Date('2026-05-01T12:00:00Z');

export interface HistoryOptions {
  /** The newest possible `createdAt`; transactions spread over the 90 days before it. */
  reference?: Date;
  count?: number;
  seed?: number;
}

const DAY_MS = 86_400_000;

const METHODS = [
  { methodId: 'card', methodName: 'Credit or debit card', currency: 'EUR' },
  { methodId: 'skrill', methodName: 'Skrill', currency: 'EUR' },
  { methodId: 'bitcoin', methodName: 'Bitcoin', currency: 'BTC' },
] as const;

/** mulberry32: a small deterministic PRNG in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickStatus(roll: number, action: TransactionAction): TransactionStatus {
  if (roll < 0.55) return 'success';
  if (roll < 0.7) return 'pending';
  if (roll < 0.82) return 'failed';
  if (roll < 0.92) return 'cancelled';
  return action === 'deposit' ? 'refunded' : 'cancelled';
}

function amountFor(currency: string, next: () => number): string {
  if (currency === 'BTC') return (0.0005 + next() * 0.05).toFixed(8);
  return `${String(10 + Math.floor(next() * 490))}.${next() < 0.5 ? '00' : '50'}`;
}

/** Newest first; the id breaks ties so the order is total. */
function newestFirst(a: Transaction, b: Transaction): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** The player's transactions, newest first: the same options always give the same list. */
export function generateTransactions({
  reference = HISTORY_REFERENCE_DATE,
  count = 57,
  seed = 20260501,
}: HistoryOptions = {}): Transaction[] {
  const next = random(seed);
  const transactions: Transaction[] = [];
  for (let index = 0; index < count; index += 1) {
    const method = METHODS[Math.floor(next() * METHODS.length)] ?? METHODS[0];
    const action: TransactionAction = next() < 0.65 ? 'deposit' : 'cashout';
    const status = pickStatus(next(), action);
    // Whole minutes, at least one minute before the reference.
    const minutesAgo = 1 + Math.floor((next() * (90 * DAY_MS - 60_000)) / 60_000);
    const created = reference.getTime() - minutesAgo * 60_000;
    transactions.push({
      id: `tx-${String(index + 1).padStart(4, '0')}`,
      action,
      status,
      ...method,
      amount: amountFor(method.currency, next),
      createdAt: new Date(created).toISOString(),
      ...(status === 'pending'
        ? {}
        : { updatedAt: new Date(created + (1 + Math.floor(next() * 30)) * 60_000).toISOString() }),
    });
  }
  return transactions.sort(newestFirst);
}

/** The default history: 57 transactions over the 90 days before {@link HISTORY_REFERENCE_DATE}. */
export const defaultTransactions: readonly Transaction[] = generateTransactions();

export interface TransactionsQuery {
  action?: TransactionAction;
  statuses: TransactionStatus[];
  /** Id of the last row of the previous page. */
  after?: string;
  limit: number;
}

export function encodeCursor(lastId: string): string {
  return btoa(`after:${lastId}`);
}

function decodeCursor(cursor: string): string | null {
  try {
    const text = atob(cursor);
    return text.startsWith('after:') && text.length > 6 ? text.slice(6) : null;
  } catch {
    return null;
  }
}

const isAction = (value: string): value is TransactionAction =>
  (TRANSACTION_ACTIONS as readonly string[]).includes(value);
const isStatus = (value: string): value is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(value);

/**
 * Reads `?action=&status=&cursor=&limit=`: `status` may repeat or be a comma list. Every problem is
 * reported under its parameter's name.
 */
export function readTransactionsQuery(
  url: string,
): { ok: true; query: TransactionsQuery } | { ok: false; fields: Record<string, string> } {
  const params = new URL(url).searchParams;
  const fields: Record<string, string> = {};
  const query: TransactionsQuery = { statuses: [], limit: TRANSACTIONS_PAGE_SIZE };

  const action = params.get('action');
  if (action !== null) {
    if (isAction(action)) query.action = action;
    else fields.action = `Must be one of: ${TRANSACTION_ACTIONS.join(', ')}.`;
  }
  const statuses = params.getAll('status').flatMap((value) => value.split(','));
  for (const status of statuses.map((value) => value.trim()).filter((value) => value !== '')) {
    if (!isStatus(status)) fields.status = `Must be any of: ${TRANSACTION_STATUSES.join(', ')}.`;
    else if (!query.statuses.includes(status)) query.statuses.push(status);
  }
  const cursor = params.get('cursor');
  if (cursor !== null) {
    const after = decodeCursor(cursor);
    if (after === null) fields.cursor = 'Not a cursor of this list.';
    else query.after = after;
  }
  const limit = params.get('limit');
  if (limit !== null) {
    const value = /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
    if (value >= 1 && value <= TRANSACTIONS_MAX_LIMIT) query.limit = value;
    else fields.limit = `Must be a whole number from 1 to ${String(TRANSACTIONS_MAX_LIMIT)}.`;
  }
  return Object.keys(fields).length === 0 ? { ok: true, query } : { ok: false, fields };
}

/** One page of `transactions` for `query`; `null` when the cursor names no row of this list. */
export function pageTransactions(
  transactions: readonly Transaction[],
  query: TransactionsQuery,
): TransactionsPage | null {
  const matching = transactions
    .filter((transaction) => query.action === undefined || transaction.action === query.action)
    .filter(
      (transaction) => query.statuses.length === 0 || query.statuses.includes(transaction.status),
    )
    .sort(newestFirst);
  let start = 0;
  if (query.after !== undefined) {
    const index = matching.findIndex((transaction) => transaction.id === query.after);
    if (index === -1) return null;
    start = index + 1;
  }
  const items = matching.slice(start, start + query.limit);
  const last = items.at(-1);
  const more = start + items.length < matching.length;
  return {
    items,
    nextCursor: more && last ? encodeCursor(last.id) : null,
    total: matching.length,
  };
}

/** The HTTP answer to `GET /transactions` from `transactions`. */
export function answerTransactions(
  transactions: readonly Transaction[],
  url: string,
): HttpResponse<TransactionsPage | ErrorBody> {
  const read = readTransactionsQuery(url);
  if (!read.ok) return paramsError('The transaction query is invalid.', read.fields);
  const page = pageTransactions(transactions, read.query);
  if (!page) {
    return paramsError('The transaction query is invalid.', {
      cursor: 'Not a cursor of this list.',
    });
  }
  return HttpResponse.json(page);
}
