/** The responsible-gambling views, loaded in their own chunk by ../Cashier.tsx. */
export { DepositLimitsNotice } from './DepositLimitsNotice';
export { DepositLimitUsedUp } from './DepositLimitUsedUp';
export { DepositsBlocked } from './DepositsBlocked';
