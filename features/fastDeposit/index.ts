/**
 * The fast deposit modal.
 * The zone's public entry: other zones import it only from here (features/payments/README.md).
 */
export type { FastDepositCloseReason, FastDepositProps } from './FastDeposit';
export { FastDeposit } from './LazyFastDeposit';
