import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@store/hooks';
import { Spinner } from '@/ui/Spinner';
import { selectPaymentInProgress } from '../api/paymentsApi';
import { feeFor, totalFor } from '../model/commission';
import { useCommissionText } from '../methods/MethodTerms';
import {
  currencyDecimals,
  formatMoney,
  fromMinorUnits,
  normalizeAmountInput,
  toMinorUnits,
} from '../model/money';
import type { PaymentFormValues } from './formContext';
import { usePaymentFormMeta } from './formContext';
import styles from './PaymentForm.module.css';

/** Fee and total for the typed amount, then the submit button (busy while the request runs). */
export function SubmitButton() {
  const { t, i18n } = useTranslation();
  const { action, method, fields } = usePaymentFormMeta();
  const amountField = fields.find((field) => field.type === 'amount')?.name;
  const typed = useWatch<PaymentFormValues>({ name: amountField ?? '', disabled: !amountField });
  const { isSubmitting } = useFormState<PaymentFormValues>();
  // The form's own flag ends when a second Enter returns early; the payment request does not.
  const paying = useAppSelector(selectPaymentInProgress);
  const busy = isSubmitting || paying;

  const decimals = currencyDecimals(method.currency);
  const normalized = typeof typed === 'string' ? normalizeAmountInput(typed) : null;
  const minor = normalized === null ? null : toMinorUnits(normalized, decimals);
  const fee = minor === null ? null : feeFor(method.commission, minor, decimals);
  const total = minor === null ? null : totalFor(action, minor, fee);
  // A fee the form cannot compute (a percent range, or set by the provider) reads as in the list.
  const commissionText = useCommissionText(method.commission, method.currency);
  const money = (value: bigint) =>
    formatMoney(fromMinorUnits(value, decimals), method.currency, i18n.language);

  const label =
    action === 'deposit'
      ? t('payments.form.deposit', { amount: minor === null ? '' : money(total ?? minor) })
      : t('payments.form.cashout', { amount: minor === null ? '' : money(minor) });

  return (
    <>
      {minor !== null && minor > 0n && (
        <dl className={styles.summary} aria-live="polite">
          <div className={styles.summaryRow}>
            <dt>{t('payments.form.fee')}</dt>
            <dd>{fee === null ? commissionText : money(fee)}</dd>
          </div>
          {total !== null && (
            <div className={`${styles.summaryRow} ${styles.total}`}>
              <dt>
                {t(
                  action === 'deposit'
                    ? 'payments.form.totalCharged'
                    : 'payments.form.totalReceived',
                )}
              </dt>
              <dd>{money(total)}</dd>
            </div>
          )}
        </dl>
      )}
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        aria-disabled={busy}
      >
        {busy && <Spinner />}
        {busy ? t('payments.form.processing') : label.trim()}
      </button>
    </>
  );
}
