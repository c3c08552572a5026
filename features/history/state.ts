/**
 * The history's Redux surface for store/ (its cache tag), without the endpoint or components:
 * importing it pulls neither the history's schemas nor its UI into the first screen's bundle.
 * `index.ts` re-exports it.
 */
export { invalidateTransactions, TRANSACTIONS_TAG } from './api/tags';
