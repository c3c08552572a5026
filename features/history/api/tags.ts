import { api } from '@store/api';
import type { historyApi } from './historyApi';
import { TRANSACTIONS_TAG } from './transactionsTag';

export { TRANSACTIONS_TAG } from './transactionsTag';

/**
 * Refetches every transaction list (dispatch it after a payment was submitted). It reaches the
 * lists through the app's one API, not through `historyApi`, so that store/ can use it without
 * bringing the history endpoint and its schemas into the first screen's bundle. Before the history
 * is first shown the endpoint is not injected and there is nothing to refetch.
 */
export const invalidateTransactions = () =>
  // `injectEndpoints` and `enhanceEndpoints` return the very `api` object, only typed with the
  // history's endpoint and tag: the cast adds those types, nothing at run time.
  (api as unknown as typeof historyApi).util.invalidateTags([TRANSACTIONS_TAG]);
