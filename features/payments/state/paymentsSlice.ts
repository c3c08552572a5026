import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { sendPayment } from '../api';
import type { PaymentAction } from '@contract/payments/lists';
import { paymentStatusUpdated, INITIAL_CHOICES } from '../model';

/**
 * What the player has chosen in the cashier: serializable choices only. Server data lives in RTK
 * Query, typed values live in react-hook-form.
 */
export interface PaymentsState {
  action: PaymentAction;
  currency: string;
  /** The chosen method per action, so switching deposit ↔ cash-out keeps each choice. */
  selectedMethodId: Record<PaymentAction, string | null>;
  /**
   * Payments the live-updates socket reported, by payment id (newest {@link MAX_LIVE_PAYMENTS}).
   * Optional: state preloaded by a host page or a test may not have it.
   */
  livePayments?: Record<string, LivePaymentState>;
  /**
   * A payment is on its way (`sendPayment`, from its profile save to its answer). Optional like
   * `livePayments`; read it through `selectPaymentInProgress`.
   */
  paymentInFlight?: boolean;
}

/** What the cashier keeps of a live status change: no field values, only what it names. */
export type LivePaymentState = Omit<
  ReturnType<typeof paymentStatusUpdated>['payload'],
  'paymentId'
>;

/** How many payments' live statuses are kept (the oldest are dropped). */
export const MAX_LIVE_PAYMENTS = 50;

const initialState: PaymentsState = {
  action: INITIAL_CHOICES.action,
  currency: INITIAL_CHOICES.currency,
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
      // The same currency again keeps the chosen methods (and so the open form).
      if (payload === state.currency) return;
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
  extraReducers: (builder) => {
    builder.addCase(paymentStatusUpdated, (state, { payload: { paymentId, ...payment } }) => {
      const live = (state.livePayments ??= {});
      // Re-inserted so the key order is the update order and the oldest go first.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a plain record we own
      delete live[paymentId];
      live[paymentId] = payment;
      const ids = Object.keys(live);
      for (const id of ids.slice(0, Math.max(0, ids.length - MAX_LIVE_PAYMENTS))) {
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a plain record we own
        delete live[id];
      }
    });
    builder
      .addCase(sendPayment.pending, (state) => {
        state.paymentInFlight = true;
      })
      .addMatcher(isAnyOf(sendPayment.fulfilled, sendPayment.rejected), (state) => {
        state.paymentInFlight = false;
      });
  },
  selectors: {
    selectPaymentAction: (state) => state.action,
    selectCurrency: (state) => state.currency,
    selectSelectedMethodId: (state) => state.selectedMethodId[state.action],
    /** The last live status of a payment, if the socket reported one. */
    selectLivePayment: (state, paymentId: string | undefined): LivePaymentState | undefined =>
      paymentId === undefined ? undefined : state.livePayments?.[paymentId],
  },
});

export const { paymentActionChanged, currencyChanged, methodSelected, methodDeselected } =
  paymentsSlice.actions;
export const { selectPaymentAction, selectCurrency, selectSelectedMethodId, selectLivePayment } =
  paymentsSlice.selectors;

/** This slice's part of the whole state (store/state.ts). */
declare module '@store/state' {
  interface RootState {
    payments: PaymentsState;
  }
}
