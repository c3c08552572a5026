/** What the player may cash out, loaded in its own chunk by ../Cashier.tsx. */
export { WithdrawableBalance } from './WithdrawableBalance';
