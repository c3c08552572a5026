import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { PaymentAction } from './contract';

/**
 * What the player has chosen in the cashier: serializable choices only. Server data lives in RTK
 * Query, typed values live in react-hook-form.
 */
export interface PaymentsState {
  action: PaymentAction;
  currency: string;
  /** The chosen method per action, so switching deposit ↔ cash-out keeps each choice. */
  selectedMethodId: Record<PaymentAction, string | null>;
}

export const DEFAULT_CURRENCY = 'EUR';

const initialState: PaymentsState = {
  action: 'deposit',
  currency: DEFAULT_CURRENCY,
  selectedMethodId: { deposit: null, cashout: null },
};

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState,
  reducers: {
    paymentActionChanged(state, { payload }: PayloadAction<PaymentAction>) {
      state.action = payload;
    },
    currencyChanged(state, { payload }: PayloadAction<string>) {
      state.currency = payload;
      state.selectedMethodId = { deposit: null, cashout: null };
    },
    methodSelected(state, { payload }: PayloadAction<string>) {
      state.selectedMethodId[state.action] = payload;
    },
    methodDeselected(state) {
      state.selectedMethodId[state.action] = null;
    },
  },
  selectors: {
    selectPaymentAction: (state) => state.action,
    selectCurrency: (state) => state.currency,
    selectSelectedMethodId: (state) => state.selectedMethodId[state.action],
  },
});

export const { paymentActionChanged, currencyChanged, methodSelected, methodDeselected } =
  paymentsSlice.actions;
export const { selectPaymentAction, selectCurrency, selectSelectedMethodId } =
  paymentsSlice.selectors;
