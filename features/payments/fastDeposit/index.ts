/** The fast-deposit modal (the `fast-deposit` route, docs/fast-deposit.md). */
export { FastDeposit } from './FastDeposit';
export type { FastDepositCloseReason, FastDepositProps } from './FastDeposit';
