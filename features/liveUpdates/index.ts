/**
 * Live payment updates (the WebSocket protocol, connection and settled status).
 * The zone's public entry: other zones import it only from here (features/payments/README.md).
 */
export { startCashierLiveUpdates } from './cashierLiveUpdates';
export type { CashierLiveUpdatesOptions } from './cashierLiveUpdates';
export { useSettledPayment, useSettledPaymentOf } from './useSettledPayment';
export { useLivePaymentOf } from './useLivePayment';
export type { ExpectedPayment } from './liveMatch';
export { expectedOfPaid, sameAmount } from './liveMatch';
