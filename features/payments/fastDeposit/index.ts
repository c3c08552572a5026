/** The fast-deposit modal (SPEC §2 route `fast-deposit`). */
export { FastDeposit } from './FastDeposit';
export type { FastDepositCloseReason, FastDepositProps } from './FastDeposit';
