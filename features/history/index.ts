/** Public surface of the transaction history feature: named exports only. */
export { TransactionHistory } from './TransactionHistory';
export { historyApi, useGetTransactionsInfiniteQuery } from './api/historyApi';
export type { TransactionsArgs, TransactionsCursor } from './api/historyApi';
export { invalidateTransactions, TRANSACTIONS_TAG } from './state';
export { historyPaths } from '@contract/paths';
export { TRANSACTIONS_MAX_LIMIT, TRANSACTIONS_PAGE_SIZE } from '@contract/history';
export { TRANSACTION_ACTIONS, TRANSACTION_STATUSES } from '@contract/history';
export type {
  Transaction,
  TransactionAction,
  TransactionStatus,
  TransactionsPage,
} from '@contract/history';
