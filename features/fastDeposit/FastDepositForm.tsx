import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@common/ui/Notice';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod, SavedProfile } from '@contract/payments/methods';
import type { ShownResult } from '@contract/payments/payment';
import {
  PaymentFormFooter,
  PaymentFormFrame,
  usePaymentFormController,
  usePaymentSubmission,
  SubmitResult,
  UnconfirmedResult,
} from '@features/checkout';
import { useFormRenderedEvent } from '@features/paymentForm';
import { toServerUrl } from '@common/lib/urlPolicy';
import { useUrlPolicy } from '@common/lib/UrlPolicyContext';
import styles from './FastDeposit.module.css';
import { amountPresets } from './fastDepositPlan';
import { Isolate } from '@common/ui/Isolated';

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
 * every result are the payment form's own (submit/paymentFormController.tsx, SubmitResult).
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
  // The amount field shows the method's presets: the server's, or designed within the limits.
  const withPresets = useMemo(() => ({ ...method, presets: amountPresets(method) }), [method]);
  const controller = usePaymentFormController({
    action: 'deposit',
    method: withPresets,
    fields,
    savedCardBrand: profile?.brand,
  });
  const submission = usePaymentSubmission({
    controller,
    fieldsVersion,
    savedProfileId: profile?.id ?? null,
    chooseMethod: onOpenCashier,
  });
  const { attempt } = submission;

  const { result } = attempt;
  useFormRenderedEvent('deposit', method, fields, result === null && attempt.unconfirmed === null);
  useEffect(() => {
    if (result) onResult(result);
  }, [result, onResult]);

  if (attempt.unconfirmed) {
    return (
      <div className={styles.result}>
        <UnconfirmedResult payment={attempt.unconfirmed} onDone={submission.again} />
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('payments.fastDeposit.done')}
        </button>
      </div>
    );
  }
  if (result) {
    return (
      <div className={styles.result}>
        <SubmitResult
          action="deposit"
          methodId={method.id}
          result={result}
          paid={attempt.paid}
          onDone={submission.again}
          onChooseMethod={onOpenCashier}
          onLeave={attempt.keepForReturn}
        />
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('payments.fastDeposit.done')}
        </button>
      </div>
    );
  }

  return (
    <PaymentFormFrame
      controller={controller}
      onValid={submission.onValid}
      idPrefix={formId}
      className={styles.form}
      header={
        <>
          <div className={styles.summary}>
            <span className={styles.summaryLabel}>{t('payments.saved.legend')}</span>
            {logo && <img className={styles.logo} src={logo.href} alt="" width="32" height="32" />}
            <span className={styles.choice}>
              <strong>
                <Isolate>{profile?.label ?? method.name}</Isolate>
              </strong>
              {profile && (
                <span className={styles.methodName}>
                  <Isolate>{method.name}</Isolate>
                </span>
              )}
            </span>
          </div>
          {attempt.outdated && (
            <Notice tone="warning" title={t('payments.form.fieldsChangedTitle')}>
              {t('payments.form.fieldsKept')}
            </Notice>
          )}
        </>
      }
    >
      <PaymentFormFooter submission={submission} controller={controller} />
      <button type="button" className={styles.link} onClick={onOpenCashier}>
        {t('payments.fastDeposit.otherMethod')}
      </button>
    </PaymentFormFrame>
  );
}
