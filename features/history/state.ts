/**
 * The history's Redux surface for store/ (its endpoint and cache tag), without components:
 * importing it pulls no history UI into the first screen's bundle. `index.ts` re-exports it.
 */
export {
  historyApi,
  invalidateTransactions,
  TRANSACTIONS_TAG,
  useGetTransactionsInfiniteQuery,
} from './api/historyApi';
export type { TransactionsArgs, TransactionsCursor } from './api/historyApi';
