import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@store/apiError';
import { isApiError } from '@store/apiError';
import { useAppSelector } from '@store/hooks';
import { Notice } from '@/ui/Notice';
import { Skeleton } from '@/ui/Skeleton';
import { useGetMethodFieldsQuery, useSubmitMutation } from '../api/paymentsApi';
import type { Field, PaymentMethod, SubmitResponse } from '../api/schemas';
import { discardSecrets, sealSecrets } from '../api/secretVault';
import { errorMessageKey } from '../model/errorMessages';
import { selectCurrency, selectPaymentAction } from '../model/paymentsSlice';
import { componentForFieldType } from './fieldRegistry';
import type { PaymentFormMeta, PaymentFormValues } from './formContext';
import { PaymentFormMetaContext, SERVER_ERROR_TYPE } from './formContext';
import styles from './PaymentForm.module.css';
import { SubmitButton } from './SubmitButton';
import { SubmitResult } from './SubmitResult';
import { defaultValuesFor, splitSubmission } from './submission';

/** The chosen method's form: loads its fields from the server, then renders them. */
export function PaymentForm({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const action = useAppSelector(selectPaymentAction);
  const currency = useAppSelector(selectCurrency);
  const { data, error, isLoading, isError, refetch } = useGetMethodFieldsQuery({
    methodId: method.id,
    action,
    currency,
  });
  if (isLoading) return <Skeleton rows={5} label={t('payments.form.loading')} />;
  if (isError || !data) {
    return (
      <Notice
        tone="error"
        title={t('payments.form.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void refetch() }}
      >
        {isApiError(error) ? t(errorMessageKey(error)) : t('payments.errors.generic')}
      </Notice>
    );
  }
  return (
    <PaymentFormBody
      key={`${method.id}:${data.fieldsVersion}`}
      method={method}
      fields={data.fields}
      fieldsVersion={data.fieldsVersion}
    />
  );
}

interface PaymentFormBodyProps {
  method: PaymentMethod;
  fields: readonly Field[];
  fieldsVersion: string;
}

function PaymentFormBody({ method, fields, fieldsVersion }: PaymentFormBodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  const action = useAppSelector(selectPaymentAction);
  const [submit] = useSubmitMutation();
  const [result, setResult] = useState<SubmitResponse | null>(null);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  /**
   * One idempotency key per payment attempt: kept when the answer was lost (network error or an
   * unreadable answer) so a retry cannot pay twice, renewed once the back end has answered or the
   * player changes anything.
   */
  const attemptKey = useRef<string | null>(null);
  const form = useForm<PaymentFormValues>({
    mode: 'onTouched',
    defaultValues: defaultValuesFor(fields),
  });

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

  const meta = useMemo<PaymentFormMeta>(
    () => ({
      action,
      method,
      fields,
      cardNumberField: fields.find((field) => field.type === 'credit_card_number')?.name,
    }),
    [action, method, fields],
  );

  const onValid = async (values: PaymentFormValues) => {
    // A second click or Enter while a request is in flight sends nothing (and the button is disabled).
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    const { amount, publicFields, secretFields } = splitSubmission(fields, values);
    const sealedRef = sealSecrets(secretFields);
    const idempotencyKey = attemptKey.current ?? crypto.randomUUID();
    attemptKey.current = idempotencyKey;
    try {
      const response = await submit({
        action,
        methodId: method.id,
        currency: method.currency,
        amount: amount ?? '0',
        fieldsVersion,
        fields: publicFields,
        sealedRef,
        idempotencyKey,
      }).unwrap();
      attemptKey.current = null;
      setResult(response);
    } catch (caught) {
      const apiError: ApiError = isApiError(caught)
        ? caught
        : { kind: 'network', type: 'unknown_error' };
      // The back end answered: the next attempt is a new payment. Otherwise keep the key.
      if (apiError.kind === 'http') attemptKey.current = null;
      for (const [name, message] of Object.entries(apiError.fields ?? {})) {
        if (fields.some((field) => field.name === name)) {
          form.setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
        }
      }
      setSubmitError(apiError);
    } finally {
      discardSecrets(sealedRef);
      inFlight.current = false;
    }
  };

  if (result) {
    return (
      <SubmitResult
        result={result}
        onDone={() => {
          setResult(null);
          form.reset();
        }}
      />
    );
  }

  return (
    <PaymentFormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          aria-labelledby={`${formId}-title`}
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        >
          <h2 id={`${formId}-title`} className={styles.title}>
            {method.name}
          </h2>
          {fields.map((field) => {
            const Component = componentForFieldType(field.type);
            return <Component key={field.name} field={field} inputId={`${formId}-${field.name}`} />;
          })}
          {submitError && (
            <Notice
              tone="error"
              title={t(
                action === 'deposit'
                  ? 'payments.form.depositFailed'
                  : 'payments.form.cashoutFailed',
              )}
            >
              {submitError.message && submitError.kind === 'http'
                ? submitError.message
                : t(errorMessageKey(submitError))}
            </Notice>
          )}
          <SubmitButton />
        </form>
      </FormProvider>
    </PaymentFormMetaContext.Provider>
  );
}
