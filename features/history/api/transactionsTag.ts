/**
 * The cache tag of every history list. Whatever changes the player's transactions (a submitted
 * payment) invalidates it, e.g. `api.util.invalidateTags([TRANSACTIONS_TAG])` from store/, and each
 * list on screen refetches its loaded pages.
 */
export const TRANSACTIONS_TAG = 'Transactions';
