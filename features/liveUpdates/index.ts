/**
 * Live payment updates (the WebSocket protocol, connection and settled status).
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
 */
export { startCashierLiveUpdates } from './cashierLiveUpdates';
export type { CashierLiveUpdatesOptions } from './cashierLiveUpdates';
export { useSettledPayment, useSettledPaymentOf } from './useSettledPayment';
export { useLivePaymentOf } from './useLivePayment';
export type { ExpectedPayment } from './liveMatch';
export { expectedOfPaid, sameAmount } from './liveMatch';
