import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@store/apiError';
import { useAppDispatch, useAppStore } from '@store/hooks';
import { useCashierId } from '@common/lib/CashierIdContext';
import { serverNow } from '@common/lib/serverClock';
import {
  paymentsApi,
  SealedSecrets,
  selectPaymentInProgress,
  sendPayment,
  decimalAmounts,
  endsAttempt,
  failedSubmitOutcome,
  isAccepted,
  keptForReturn,
  submitOutcome,
} from '@features/payments';
import type { Field, WireFieldValues } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import type { ShownResult } from '@contract/payments/payment';
import type { PaymentAction } from '@contract/payments/lists';
import type { PaidAmounts, SentPayment } from '@features/payments';
import type { InFlightPayment, PendingRedirect } from './pendingRedirect';
import { keepPendingRedirect, returnUrlOf } from './pendingRedirectStore';
import { useInFlightKeeping } from './useInFlightKeeping';
import type { PaymentFormValues } from '@features/paymentForm';
import { SERVER_ERROR_TYPE, isSecretField, splitSubmission } from '@features/paymentForm';

export interface PaymentAttemptOptions {
  action: PaymentAction;
  method: PaymentMethod;
  fields: readonly Field[];
  fieldsVersion: string;
  savedProfileId: string | null;
  form: UseFormReturn<PaymentFormValues>;
}

/** Moves the values of profile fields (name, date of birth…) out of the payment's own fields. */
function takeProfileFields(fields: readonly Field[], values: WireFieldValues): WireFieldValues {
  const profile: WireFieldValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.profileField && value !== undefined) {
      profile[field.name] = value;
      // The payment itself does not carry profile data: it is saved to the profile first.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a plain record we own
      delete values[field.name];
    }
  }
  return profile;
}

/**
 * One payment attempt from a valid form, through `sendPayment` (profile fields saved first, then
 * the payment with its secrets sealed and an idempotency key). One payment at a time is the
 * thunk's own rule (`selectPaymentInProgress`); this form adds that nothing more is sent once its
 * payment was answered with a result. Keeps the idempotency key when an answer was lost, so a retry cannot pay
 * twice. An answer that is not the back end's own well-formed one (a proxy's page, cut-off JSON, an
 * unknown status) or the back end's own `unknown` is never told as a failure: the payment stays
 * kept and is found by its key (`unconfirmed`, shown by `UnconfirmedResult` in submit/SubmitResult.tsx).
 */
export function usePaymentAttempt({
  action,
  method,
  fields,
  fieldsVersion,
  savedProfileId,
  form,
}: PaymentAttemptOptions) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cashierId = useCashierId();
  const inFlight = useInFlightKeeping();
  const [result, setResult] = useState<ShownResult | null>(null);
  /** What the accepted payment was for, as the result says it. */
  const [paid, setPaid] = useState<PaidAmounts | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [outdated, setOutdated] = useState(false);
  /** The payment whose answer could not be read, kept and followed by its idempotency key. */
  const [unconfirmed, setUnconfirmed] = useState<InFlightPayment | null>(null);
  /**
   * Set once the back end answered this form's payment with a result to show (accepted or not,
   * model/submitOutcome.ts `endsAttempt`): nothing more is sent until "again".
   */
  const completed = useRef(false);
  const attemptKey = useRef<string | null>(null);
  /**
   * The payment a `user_redirected` answer is about to take the player away from, or an
   * `iframe_opened` one that may continue in a new window (a page that refuses to be framed).
   */
  const leaving = useRef<PendingRedirect | null>(null);

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          attemptKey.current = null;
        },
      }),
    [subscribe],
  );

  /** Asks the server for the method's fields again (they changed, or the profile did). */
  const reloadFields = () => {
    dispatch(
      paymentsApi.util.invalidateTags([
        { type: 'PaymentMethodFields', id: method.id },
        'PlayerProfile',
      ]),
    );
  };

  const showServerFieldErrors = (apiError: ApiError) => {
    for (const [name, message] of Object.entries(apiError.fields ?? {})) {
      if (fields.some((field) => field.name === name)) {
        form.setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
      }
    }
  };

  /**
   * Sends the payment; true when the back end accepted it (model/submitOutcome.ts). `walletSecrets`: a wallet's token
   * (wallet/WalletButton.tsx), sealed with the typed secrets and never kept.
   */
  const send = async (
    values: PaymentFormValues,
    walletSecrets?: WireFieldValues,
  ): Promise<SentPayment> => {
    // Enter or a click after this form's payment was accepted sends nothing (a payment in flight
    // is refused by sendPayment itself).
    if (completed.current) return 'notAccepted';
    const { amount, publicFields, secretFields } = splitSubmission(fields, values, method.currency);
    const profileFields = takeProfileFields(fields, publicFields);
    const previousKey = attemptKey.current;
    const idempotencyKey = previousKey ?? crypto.randomUUID();
    const secrets = new SealedSecrets({ ...secretFields, ...walletSecrets });
    // The key stays until the player changes something: the same payment sent again by any path
    // is answered by the back end with this answer, never charged twice.
    attemptKey.current = idempotencyKey;
    // Kept until its answer is read: a page left meanwhile shows this payment on return.
    const sent = {
      idempotencyKey,
      action,
      methodId: method.id,
      methodName: method.name,
      amount: amount ?? '0',
      currency: method.currency,
      leftAt: serverNow(),
    };
    if (!selectPaymentInProgress(store.getState())) inFlight.keep(sent);
    const sending = dispatch(
      sendPayment({
        profileFields,
        payment: {
          action,
          methodId: method.id,
          currency: method.currency,
          amount: amount ?? '0',
          fieldsVersion,
          fields: publicFields,
          secrets,
          idempotencyKey,
          ...(savedProfileId === null ? {} : { savedProfileId }),
          returnUrl: returnUrlOf(window.location),
        },
      }),
    );
    setError(null);
    setOutdated(false);
    const outcome = await sending;
    secrets.discard();
    // An answer read here (or nothing sent to pay): nothing to find on return. No answer (the
    // network failed, or the page is unloading and took the request with it), one that could not
    // be read, or the back end's own `unknown` keeps it: its outcome is unknown until the back end
    // is asked by its key.
    const refusal = sendPayment.rejected.match(outcome) ? outcome.payload : undefined;
    const unreadable =
      refusal?.step === 'payment' && failedSubmitOutcome(refusal.error) === 'unconfirmed';
    const undecided =
      unreadable ||
      (sendPayment.fulfilled.match(outcome) && submitOutcome(outcome.payload) === 'unknown');
    if (
      !undecided &&
      (sendPayment.fulfilled.match(outcome) ||
        refusal?.step === 'profile' ||
        (refusal !== undefined && refusal.error.kind !== 'network'))
    ) {
      inFlight.answered(idempotencyKey);
    }
    if (undecided) {
      // Not a failure: the back end may have taken it. Nothing more is sent from this form until
      // the back end's answer for the key says how it went (the key stays, for the same payment).
      completed.current = true;
      setUnconfirmed(sent);
      return 'unconfirmed';
    }
    if (sendPayment.fulfilled.match(outcome)) {
      const response = outcome.payload;
      if (!endsAttempt(response)) {
        // Nothing was paid: the resubmit is a new payment, with a new key (a back end replaying
        // the first answer for the same key would say "outdated" forever).
        attemptKey.current = null;
        // Stay on the form: reload its fields, keep what still applies, say what changed.
        setOutdated(true);
        reloadFields();
      } else {
        completed.current = true;
        const amounts =
          amount === null
            ? null
            : decimalAmounts(action, method.commission, method.currency, amount);
        // The player leaves for the provider, or a crypto deposit waits for their transfer: kept
        // so a return (or a reload) shows it again.
        const keptPaymentId = keptForReturn(response);
        if (keptPaymentId !== undefined) {
          leaving.current = {
            paymentId: keptPaymentId,
            action,
            methodId: method.id,
            methodName: method.name,
            amount: amount ?? '0',
            currency: method.currency,
            leftAt: serverNow(),
            ...(amounts?.fee == null ? {} : { fee: amounts.fee }),
            ...(amounts?.total == null ? {} : { total: amounts.total }),
          };
        }
        setPaid(
          amounts && {
            action,
            amounts,
            commission: method.commission,
            methodName: method.name,
            processingTime: method.processingTime,
          },
        );
        setResult(response);
      }
      // The wallets' sheets close with success only for a payment the back end took on.
      return isAccepted(response) ? 'accepted' : 'notAccepted';
    }
    // Another payment of this cashier is in flight: this attempt never started.
    if (outcome.meta.condition) {
      if (attemptKey.current === idempotencyKey) attemptKey.current = previousKey;
      return 'notAccepted';
    }
    const failure = outcome.payload ?? {
      step: 'payment',
      error: { kind: 'network', type: 'unknown_error' },
    };
    const apiError = failure.error;
    showServerFieldErrors(apiError);
    if (failure.step === 'profile') {
      // Nothing was sent to pay: the key is not used up.
      if (attemptKey.current === idempotencyKey) attemptKey.current = previousKey;
      // Invalid values say so field by field; anything else is the profile save failing.
      setError(
        apiError.type === 'params_error'
          ? apiError
          : { ...apiError, status: apiError.status ?? 'PATCH_PLAYER_FIELDS_ERROR' },
      );
      return 'notAccepted';
    }
    // The back end answered: the next attempt is a new payment. Otherwise keep the key.
    if (apiError.kind === 'http') attemptKey.current = null;
    if (apiError.status === 'VALIDATE_PROFILE_ERROR') reloadFields();
    if (apiError.type === 'unauthorized') {
      // The session ended (store/baseQuery.ts): the player signs in again, perhaps away from this
      // screen for a while. What they typed stays, but not the card number, CVV or passwords.
      for (const field of fields) if (isSecretField(field)) form.resetField(field.name);
    }
    setError(apiError);
    return 'notAccepted';
  };

  return {
    onValid: (values: PaymentFormValues) => send(values),
    send,
    result,
    paid,
    error,
    outdated,
    unconfirmed,
    reloadFields,
    /**
     * Keeps the payment for the player's return (submit/pendingRedirect.ts) and returns it (also
     * when storage refused it: the same tab can still show it). Called by the redirect result just
     * before it leaves the page, and by the provider dialog before it opens the provider's page in
     * a new window: a URL the URL policy refused keeps nothing, as it never gets that far.
     */
    keepForReturn: (): PendingRedirect | null => {
      if (!leaving.current) return null;
      const payment = { ...leaving.current, leftAt: serverNow() };
      keepPendingRedirect(payment, cashierId);
      return payment;
    },
    clearResult: () => {
      // The player goes on from a payment whose answer was not read: it is no longer kept.
      if (unconfirmed) inFlight.answered(unconfirmed.idempotencyKey);
      setUnconfirmed(null);
      leaving.current = null;
      completed.current = false;
      attemptKey.current = null;
      setResult(null);
      setPaid(null);
      setError(null);
    },
  };
}
