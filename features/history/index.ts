/** Public surface of the transaction history feature: named exports only. */
export { TransactionHistory } from './TransactionHistory';
export { historyApi, useGetTransactionsInfiniteQuery } from './api/historyApi';
export type { TransactionsArgs, TransactionsCursor } from './api/historyApi';
export { invalidateTransactions, TRANSACTIONS_TAG } from './state';
export { historyPaths, TRANSACTIONS_MAX_LIMIT, TRANSACTIONS_PAGE_SIZE } from './api/paths';
export { TRANSACTION_ACTIONS, TRANSACTION_STATUSES } from './api/schemas';
export type {
  Transaction,
  TransactionAction,
  TransactionStatus,
  TransactionsPage,
} from './api/schemas';
