/**
 * Paths of the transaction history endpoint (docs/http-api.md). Shared by the RTK Query
 * endpoint and the mock back end so both speak the same contract. The base is the cashier API's; it
 * is spelled out here because a feature never imports another feature.
 */
export const HISTORY_API_BASE = '/api/cashier/v1';

export const historyPaths = {
  /** GET ?action=&status=&cursor=&limit= → TransactionsPage */
  transactions: `${HISTORY_API_BASE}/transactions`,
} as const;

/** Rows per page the client asks for. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The largest `limit` the back end accepts (and the smallest is 1). */
export const TRANSACTIONS_MAX_LIMIT = 50;
