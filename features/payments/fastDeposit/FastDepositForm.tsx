import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/Notice';
import type { Field, PaymentMethod, SavedProfile, ShownResult } from '../api/schemas';
import { componentForField } from '../form/fieldRegistry';
import { cardBrandByName } from '../card';
import type { PaymentFormMeta, PaymentFormValues } from '../form/formContext';
import { PaymentFormMetaContext } from '../form/formContext';
import { SubmitButton } from '../form/SubmitButton';
import { SubmitErrorNotice } from '../form/SubmitErrorNotice';
import { SubmitResult } from '../form/SubmitResult';
import { defaultValuesFor } from '../form/submission';
import { usePaymentAttempt } from '../form/usePaymentAttempt';
import { nextStepHandler } from '../form/nextStep';
import { useFormRenderedEvent } from '../form/useFormRenderedEvent';
import { toServerUrl } from '@/lib/urlPolicy';
import { useUrlPolicy } from '@/lib/UrlPolicyContext';
import styles from './FastDeposit.module.css';
import { amountPresets } from './fastDepositPlan';

export interface FastDepositFormProps {
  method: PaymentMethod;
  profile: SavedProfile | null;
  /** The one-step fields (amount, security code, hidden values): see `fastDepositFields`. */
  fields: readonly Field[];
  fieldsVersion: string;
  /** Every answer the back end gives to a submit. */
  onResult: (result: ShownResult) => void;
  /** "Done" after a result. */
  onDone: () => void;
  /** To the full cashier (another method, or details this form cannot ask for). */
  onOpenCashier: () => void;
}

/**
 * The one-step deposit: the last used method and profile, the amount with presets, the security
 * code when required, and one Deposit button. Submitting, double-submit protection, idempotency and
 * every result are the payment form's own (usePaymentAttempt, SubmitResult).
 */
export function FastDepositForm({
  method,
  profile,
  fields,
  fieldsVersion,
  onResult,
  onDone,
  onOpenCashier,
}: FastDepositFormProps) {
  const { t } = useTranslation();
  const logo = toServerUrl(method.logoUrl, useUrlPolicy());
  const formId = useId();
  const form = useForm<PaymentFormValues>({
    mode: 'onTouched',
    defaultValues: defaultValuesFor(fields),
    shouldUnregister: true,
  });
  const attempt = usePaymentAttempt({
    action: 'deposit',
    method,
    fields,
    fieldsVersion,
    savedProfileId: profile?.id ?? null,
    form,
  });
  const meta = useMemo<PaymentFormMeta>(
    () => ({
      action: 'deposit',
      // The amount field shows the method's presets: the server's, or designed within the limits.
      method: { ...method, presets: amountPresets(method) },
      fields,
      cardNumberField: undefined,
      savedCardBrand: cardBrandByName(profile?.brand),
    }),
    [method, fields, profile],
  );

  const { result } = attempt;
  useFormRenderedEvent('deposit', method, fields, result === null);
  useEffect(() => {
    if (result) onResult(result);
  }, [result, onResult]);

  const submit = form.handleSubmit(attempt.onValid);
  const onNextStep = nextStepHandler({
    form,
    fields: fields,
    retry: () => void submit(),
    chooseMethod: onOpenCashier,
    reloadFields: attempt.reloadFields,
  });

  if (result) {
    return (
      <div className={styles.result}>
        <SubmitResult
          methodId={method.id}
          result={result}
          paid={attempt.paid}
          onDone={() => {
            attempt.clearResult();
            form.reset(defaultValuesFor(fields));
          }}
          onChooseMethod={onOpenCashier}
        />
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('payments.fastDeposit.done')}
        </button>
      </div>
    );
  }

  return (
    <PaymentFormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <div className={styles.summary}>
            <span className={styles.summaryLabel}>{t('payments.saved.legend')}</span>
            {logo && <img className={styles.logo} src={logo.href} alt="" width="32" height="32" />}
            <span className={styles.choice}>
              <strong>{profile?.label ?? method.name}</strong>
              {profile && <span className={styles.methodName}>{method.name}</span>}
            </span>
          </div>
          {attempt.outdated && (
            <Notice tone="warning" title={t('payments.form.fieldsChangedTitle')}>
              {t('payments.form.fieldsKept')}
            </Notice>
          )}
          {fields.map((field) => {
            const Component = componentForField(field);
            return <Component key={field.name} field={field} inputId={`${formId}-${field.name}`} />;
          })}
          {attempt.error && (
            <SubmitErrorNotice
              action="deposit"
              methodId={method.id}
              error={attempt.error}
              fieldNames={fields.map((field) => field.name)}
              onNextStep={onNextStep}
            />
          )}
          <SubmitButton />
          <button type="button" className={styles.link} onClick={onOpenCashier}>
            {t('payments.fastDeposit.otherMethod')}
          </button>
        </form>
      </FormProvider>
    </PaymentFormMetaContext.Provider>
  );
}
