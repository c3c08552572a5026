import { createContext, useContext } from 'react';
import { DEFAULT_CASHIER_ID } from './cashierId';

/** This cashier's id on its page (common/lib/cashierId.ts), for the components that keep or show a payment. */
export const CashierIdContext = createContext<string>(DEFAULT_CASHIER_ID);

/** The id of the cashier this component is in. */
export function useCashierId(): string {
  return useContext(CashierIdContext);
}
