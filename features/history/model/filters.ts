import type { TransactionsArgs } from '../api/historyApi';
import type { TransactionAction, TransactionStatus } from '@contract/history';

/** What the filter controls show: a value, or `all`. */
export interface HistoryFilters {
  action: TransactionAction | 'all';
  status: TransactionStatus | 'all';
}

export const NO_FILTERS: HistoryFilters = { action: 'all', status: 'all' };

/** The query arguments for the chosen filters (the same filters always give the same cache key). */
export function toTransactionsArgs({ action, status }: HistoryFilters): TransactionsArgs {
  return {
    ...(action === 'all' ? {} : { action }),
    ...(status === 'all' ? {} : { statuses: [status] }),
  };
}
