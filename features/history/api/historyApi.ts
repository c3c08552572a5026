import { api } from '@store/api';
import { TRANSACTIONS_PAGE_SIZE, transactionsPageSchema } from '@contract/history';
import { endpointRequest } from '@store/endpointRequest';
import type { TransactionAction, TransactionStatus, TransactionsPage } from '@contract/history';
import { TRANSACTIONS_TAG } from './transactionsTag';

/** The filters of a history list; each combination is a cache entry of its own. */
export interface TransactionsArgs {
  /** Only deposits or only cash-outs; all when absent. */
  action?: TransactionAction;
  /** Any of these statuses; all when absent or empty. */
  statuses?: readonly TransactionStatus[];
}

/** The `cursor` of the next page; `null` asks for the first. */
export type TransactionsCursor = string | null;

function transactionsParams(
  { action, statuses = [] }: TransactionsArgs,
  cursor: TransactionsCursor,
): Record<string, string | number> {
  return {
    ...(action ? { action } : {}),
    ...(statuses.length > 0 ? { status: statuses.join(',') } : {}),
    ...(cursor === null ? {} : { cursor }),
    limit: TRANSACTIONS_PAGE_SIZE,
  };
}

/** The transaction history endpoint, injected into the app's one API (docs/http-api.md). */
export const historyApi = api
  .enhanceEndpoints({ addTagTypes: [TRANSACTIONS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getTransactions: build.infiniteQuery<TransactionsPage, TransactionsArgs, TransactionsCursor>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ queryArg, pageParam }) =>
          endpointRequest('getTransactions', { query: transactionsParams(queryArg, pageParam) }),
        responseSchema: transactionsPageSchema,
        providesTags: [TRANSACTIONS_TAG],
      }),
    }),
  });

export const { useGetTransactionsInfiniteQuery } = historyApi;
