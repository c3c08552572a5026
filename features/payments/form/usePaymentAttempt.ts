import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@store/apiError';
import { isApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { paymentsApi, useSavePlayerFieldsMutation, useSubmitMutation } from '../api/paymentsApi';
import type { Field, FieldValues, PaymentMethod, ShownResult } from '../api/schemas';
import { discardSecrets, sealSecrets } from '../api/secretVault';
import type { PaymentAction } from '../model/contract';
import type { PaidAmounts } from '../model/paymentAmounts';
import { paymentAmounts } from '../model/paymentAmounts';
import type { PaymentFormValues } from './formContext';
import { SERVER_ERROR_TYPE } from './formContext';
import { splitSubmission } from './submission';

export interface PaymentAttemptOptions {
  action: PaymentAction;
  method: PaymentMethod;
  fields: readonly Field[];
  fieldsVersion: string;
  savedProfileId: string | null;
  form: UseFormReturn<PaymentFormValues>;
}

/** Moves the values of profile fields (name, date of birth…) out of the payment's own fields. */
function takeProfileFields(fields: readonly Field[], values: FieldValues): FieldValues {
  const profile: FieldValues = {};
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

function asApiError(caught: unknown): ApiError {
  return isApiError(caught) ? caught : { kind: 'network', type: 'unknown_error' };
}

/**
 * One payment attempt from a valid form: saves profile fields first (`savePlayerFields`), then
 * submits with secrets sealed and an idempotency key. Guarantees one request at a time; keeps the
 * idempotency key when an answer was lost, so a retry cannot pay twice.
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
  const [submit] = useSubmitMutation();
  const [savePlayerFields] = useSavePlayerFieldsMutation();
  const [result, setResult] = useState<ShownResult | null>(null);
  /** What the accepted payment was for, as the result says it. */
  const [paid, setPaid] = useState<PaidAmounts | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [outdated, setOutdated] = useState(false);
  const inFlight = useRef(false);
  /** Set once the back end has accepted this form's payment: nothing more is sent until "again". */
  const completed = useRef(false);
  const attemptKey = useRef<string | null>(null);

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

  const onValid = async (values: PaymentFormValues) => {
    // A second click or Enter while a request is in flight, or after it succeeded, sends nothing.
    if (inFlight.current || completed.current) return;
    inFlight.current = true;
    setError(null);
    setOutdated(false);
    const { amount, publicFields, secretFields } = splitSubmission(fields, values, method.currency);
    const profileFields = takeProfileFields(fields, publicFields);
    let sealedRef: string | null = null;
    try {
      if (Object.keys(profileFields).length > 0) {
        try {
          await savePlayerFields({ fields: profileFields }).unwrap();
        } catch (caught) {
          const apiError = asApiError(caught);
          showServerFieldErrors(apiError);
          // Invalid values say so field by field; anything else is the profile save failing.
          setError(
            apiError.type === 'params_error'
              ? apiError
              : { ...apiError, status: apiError.status ?? 'PATCH_PLAYER_FIELDS_ERROR' },
          );
          return;
        }
      }
      sealedRef = sealSecrets(secretFields);
      const idempotencyKey = attemptKey.current ?? crypto.randomUUID();
      attemptKey.current = idempotencyKey;
      const response = await submit({
        action,
        methodId: method.id,
        currency: method.currency,
        amount: amount ?? '0',
        fieldsVersion,
        fields: publicFields,
        sealedRef,
        idempotencyKey,
        ...(savedProfileId === null ? {} : { savedProfileId }),
      }).unwrap();
      // The key stays until the player changes something: the same payment sent again by any
      // path is answered by the back end with this answer, never charged twice.
      if (response.status === 'outdated_method_fields') {
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
            : paymentAmounts(action, method.commission, method.currency, amount);
        setPaid(amounts && { action, amounts, commission: method.commission });
        setResult(response);
      }
    } catch (caught) {
      const apiError = asApiError(caught);
      // The back end answered: the next attempt is a new payment. Otherwise keep the key.
      if (apiError.kind === 'http') attemptKey.current = null;
      showServerFieldErrors(apiError);
      if (apiError.status === 'VALIDATE_PROFILE_ERROR') reloadFields();
      setError(apiError);
    } finally {
      if (sealedRef !== null) discardSecrets(sealedRef);
      inFlight.current = false;
    }
  };

  return {
    onValid,
    result,
    paid,
    error,
    outdated,
    reloadFields,
    clearResult: () => {
      completed.current = false;
      attemptKey.current = null;
      setResult(null);
      setPaid(null);
      setError(null);
    },
  };
}
