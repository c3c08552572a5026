/**
 * The fast deposit modal.
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
 */
export type { FastDepositCloseReason, FastDepositProps } from './FastDeposit';
export { FastDeposit } from './LazyFastDeposit';
