import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from '@store/apiError';
import { isApiError } from '@store/apiError';
import type { SubmitArgs } from './paymentsApi';
import type { WireFieldValues } from '@contract/payments/fields';
import type { SubmitResponse } from '@contract/payments/payment';

export interface SendPaymentArgs {
  /** Profile fields (name, date of birth…) saved to the player's profile before the payment. */
  profileFields: WireFieldValues;
  /** The payment itself, its secrets sealed (sealedSecrets.ts). */
  payment: SubmitArgs;
}

/** Which request failed: the profile save (nothing was sent to pay) or the payment. */
export interface SendPaymentFailure {
  step: 'profile' | 'payment';
  error: ApiError;
}

/** The slice of state this module reads: the flag `sendPayment`'s own actions set. */
interface PaymentInFlightState {
  payments: { paymentInFlight?: boolean };
}

/**
 * True while a payment is on its way, from the profile save to the payment's answer: the one
 * source of truth for "a payment is in flight". A second payment is not started meanwhile, the
 * submit button says it is busy, and the choices that would replace the form (action, currency,
 * method) wait: the form would be gone when the answer (a redirect, a 3-D Secure dialog) came.
 */
export const selectPaymentInProgress = (state: PaymentInFlightState): boolean =>
  state.payments.paymentInFlight === true;

function asApiError(caught: unknown): ApiError {
  return isApiError(caught) ? caught : { kind: 'network', type: 'unknown_error' };
}

/**
 * One payment: saves the profile fields first (`savePlayerFields`), then submits (`submit`). Its
 * `pending`, `fulfilled` and `rejected` actions set the in-flight flag (paymentsSlice.ts); its
 * `condition` refuses to start while another payment of this cashier is in flight, so no path (a
 * double click, Enter, two forms) can send two at once. Both requests are untracked mutations: the
 * thunk is their one state.
 */
export const sendPayment = createAsyncThunk<
  SubmitResponse,
  SendPaymentArgs,
  { state: PaymentInFlightState; rejectValue: SendPaymentFailure }
>(
  'payments/sendPayment',
  async ({ profileFields, payment }, { dispatch, rejectWithValue }) => {
    // Loaded with the cashier by now (a payment is sent from its form): this module is part of the
    // first screen's state (paymentsSlice.ts), which does not include RTK Query.
    const { paymentsApi } = await import('./paymentsApi');
    if (Object.keys(profileFields).length > 0) {
      const saving = dispatch(
        paymentsApi.endpoints.savePlayerFields.initiate(
          { fields: profileFields },
          { track: false },
        ),
      );
      try {
        await saving.unwrap();
      } catch (caught) {
        return rejectWithValue({ step: 'profile', error: asApiError(caught) });
      }
    }
    const paying = dispatch(paymentsApi.endpoints.submit.initiate(payment, { track: false }));
    try {
      return await paying.unwrap();
    } catch (caught) {
      return rejectWithValue({ step: 'payment', error: asApiError(caught) });
    }
  },
  { condition: (_args, { getState }) => !selectPaymentInProgress(getState()) },
);
