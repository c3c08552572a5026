import type { PaymentAction } from '@features/payments';
import { paymentsSlice } from '@features/payments';
import type { CashierRoute } from '@features/navigation';
import type { RootState } from '@/app/store';

export interface StartChoices {
  language: string;
  currency?: string | undefined;
  paymentAction?: PaymentAction | undefined;
  route?: CashierRoute | undefined;
}

/**
 * The store's first state from what the page or the host chose. It is where the cashier starts,
 * not a change: dispatching `currencyChanged` & co. instead would announce `spi-change-*` events
 * and tracking events for choices nobody made.
 */
export function startState({
  language,
  currency,
  paymentAction,
  route,
}: StartChoices): Partial<RootState> {
  const payments = paymentsSlice.getInitialState();
  return {
    language: { language },
    payments: {
      ...payments,
      ...(currency ? { currency } : {}),
      ...(paymentAction ? { action: paymentAction } : {}),
    },
    ...(route ? { navigation: { route } } : {}),
  };
}
