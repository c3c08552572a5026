import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SubmitHandler, UseFormReturn } from 'react-hook-form';
import { FormProvider, useForm } from 'react-hook-form';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import { cardBrandByName } from '@features/card';
import { lazyComponent } from '@common/ui/lazyComponent';
import type { PaymentAction } from '@contract/payments/lists';
import {
  blockingField,
  componentForField,
  PaymentFormMetaContext,
  probeField,
  UnshowableFieldNotice,
  defaultValuesFor,
} from '@features/paymentForm';
import type { PaymentFormMeta, PaymentFormValues } from '@features/paymentForm';
import { nextStepHandler } from './nextStep';
import { SubmitButton } from './SubmitButton';
import type { PaymentAttemptOptions } from './usePaymentAttempt';
import { usePaymentAttempt } from './usePaymentAttempt';

/**
 * The one payment-form controller. The method form (PaymentForm.tsx), fast deposit
 * (fastDeposit/FastDepositForm.tsx) and the fields' test harness (fields/testHarness.tsx) all build
 * their form here: one react-hook-form set-up, one meta context, one registry loop. The two real
 * forms add one submission (`usePaymentSubmission`) and one footer (`PaymentFormFooter`).
 */

export interface PaymentFormControllerOptions {
  action: PaymentAction;
  method: PaymentMethod;
  /** The fields on screen, in order. */
  fields: readonly Field[];
  /** The brand name of the chosen saved card, if one stands in for the card fields. */
  savedCardBrand?: string | null;
}

export interface PaymentFormController {
  form: UseFormReturn<PaymentFormValues>;
  meta: PaymentFormMeta;
  fields: readonly Field[];
  /** Back to the fields' default values (a new payment after a result). */
  reset: () => void;
}

export function usePaymentFormController({
  action,
  method,
  fields,
  savedCardBrand = null,
}: PaymentFormControllerOptions): PaymentFormController {
  const form = useForm<PaymentFormValues>({
    mode: 'onTouched',
    defaultValues: defaultValuesFor(fields),
    // Fields that disappear (new field list, saved card chosen) take their values with them;
    // fields that remain keep what the player typed.
    shouldUnregister: true,
  });
  const meta = useMemo<PaymentFormMeta>(
    () => ({
      action,
      method,
      fields,
      cardNumberField: fields.find((field) => field.type === 'credit_card_number')?.name,
      savedCardBrand: cardBrandByName(savedCardBrand),
    }),
    [action, method, fields, savedCardBrand],
  );
  const { reset: resetForm } = form;
  const reset = useCallback(() => {
    resetForm(defaultValuesFor(fields));
  }, [resetForm, fields]);
  return { form, meta, fields, reset };
}

export interface PaymentFormFrameProps {
  controller: PaymentFormController;
  onValid: SubmitHandler<PaymentFormValues>;
  /** Prefix of the inputs' ids (`${idPrefix}-${field.name}`). */
  idPrefix: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Above the fields: a title, notices, the saved-profile picker. */
  header?: ReactNode;
  /** Below the fields: the error notice and the submit button. */
  children?: ReactNode;
}

/** The form element: meta context, react-hook-form's provider, and each field by the registry. */
export function PaymentFormFrame({
  controller: { form, meta, fields },
  onValid,
  idPrefix,
  className,
  header,
  children,
  ...labelling
}: PaymentFormFrameProps) {
  return (
    <PaymentFormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form
          className={className}
          noValidate
          {...labelling}
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        >
          {header}
          {fields.map((field) => {
            const Component = componentForField(field);
            return probeField(
              field.name,
              <Component key={field.name} field={field} inputId={`${idPrefix}-${field.name}`} />,
            );
          })}
          {children}
        </form>
      </FormProvider>
    </PaymentFormMetaContext.Provider>
  );
}

export interface PaymentSubmissionOptions extends Omit<
  PaymentAttemptOptions,
  'action' | 'method' | 'fields' | 'form'
> {
  controller: PaymentFormController;
  /** Back to the methods (the cashier) or on to the full cashier (fast deposit). */
  chooseMethod: () => void;
}

/** A real form's submission: the payment attempt, what its next steps do, and "again". */
export function usePaymentSubmission({
  controller,
  fieldsVersion,
  savedProfileId,
  chooseMethod,
}: PaymentSubmissionOptions) {
  const { form, meta, fields, reset } = controller;
  const attempt = usePaymentAttempt({
    action: meta.action,
    method: meta.method,
    fields,
    fieldsVersion,
    savedProfileId,
    form,
  });
  // A wallet form is sent by its wallet (wallet/WalletButton.tsx), which sets `walletPay` once the
  // browser can pay: Enter or its button opens the wallet's sheet, never a payment without token.
  const wallet = fields.find((field) => field.type === 'wallet');
  const [walletPay, setWalletPay] = useState<SubmitHandler<PaymentFormValues> | null>(null);
  // A required field the cashier cannot show: nothing is sent, Enter included (the footer says why).
  const blocking = blockingField(fields);
  const onValid: SubmitHandler<PaymentFormValues> = (values) => {
    if (blocking) return;
    return wallet ? walletPay?.(values) : attempt.onValid(values);
  };
  const onNextStep = nextStepHandler({
    form,
    fields,
    retry: () => void form.handleSubmit(onValid)(),
    chooseMethod,
    reloadFields: attempt.reloadFields,
  });
  const again = () => {
    attempt.clearResult();
    reset();
  };
  return { attempt, onNextStep, again, onValid, wallet, setWalletPay, blocking };
}

export type PaymentSubmission = ReturnType<typeof usePaymentSubmission>;

// Shown only after a refused payment, and only for wallet methods: each in its own chunk. The
// refusal's is loaded once the form is on screen, so it never waits for its code.
const SubmitErrorNotice = lazyComponent(
  () => import('./SubmitErrorNotice').then((module) => module.SubmitErrorNotice),
  { label: 'payments.form.loading' },
);
const WalletButton = lazyComponent(
  () => import('@features/wallet').then((module) => module.WalletButton),
  { label: 'payments.form.loading' },
);

/** Below a real form's fields: why the last attempt was refused, with its next steps, and submit. */
export function PaymentFormFooter({
  submission: { attempt, onNextStep, wallet, setWalletPay, blocking },
  controller: { meta, fields },
}: {
  submission: Pick<
    PaymentSubmission,
    'attempt' | 'onNextStep' | 'wallet' | 'setWalletPay' | 'blocking'
  >;
  controller: PaymentFormController;
}) {
  useEffect(() => {
    // A failed load is retried when a refusal shows.
    SubmitErrorNotice.preload().catch(() => undefined);
  }, []);
  return (
    <>
      {attempt.error && (
        <SubmitErrorNotice
          action={meta.action}
          methodId={meta.method.id}
          error={attempt.error}
          fieldNames={fields.map((field) => field.name)}
          onNextStep={onNextStep}
        />
      )}
      {blocking ? (
        <UnshowableFieldNotice
          field={blocking}
          methodId={meta.method.id}
          chooseMethod={() => {
            onNextStep('chooseMethod');
          }}
        />
      ) : wallet ? (
        <WalletButton
          field={wallet}
          onPayReady={setWalletPay}
          send={attempt.send}
          chooseMethod={() => {
            onNextStep('chooseMethod');
          }}
        />
      ) : (
        <SubmitButton />
      )}
    </>
  );
}
