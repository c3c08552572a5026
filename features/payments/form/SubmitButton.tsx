import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@store/hooks';
import { Spinner } from '@/ui/Spinner';
import { selectPaymentInProgress } from '../api/sendPayment';
import { useCommissionText } from '../methods/MethodTerms';
import { formatMoney } from '../model/money';
import { paymentAmounts } from '../model/paymentAmounts';
import { AmountBreakdown } from './AmountBreakdown';
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
  // Busy while the form validates and calls its handler (react-hook-form), and while a payment
  // of this cashier is in flight (the store: it outlives a handler that returned early).
  const paying = useAppSelector(selectPaymentInProgress);
  const busy = isSubmitting || paying;

  const amounts =
    typeof typed === 'string'
      ? paymentAmounts(action, method.commission, method.currency, typed, i18n.language)
      : null;
  // A fee the form cannot compute (a percent range, or set by the provider) reads as in the list.
  const commissionText = useCommissionText(method.commission, method.currency);
  const money = (value: string) => formatMoney(value, method.currency, i18n.language);

  const label =
    action === 'deposit'
      ? t('payments.form.deposit', {
          amount: amounts === null ? '' : money(amounts.total ?? amounts.amount),
        })
      : t('payments.form.cashout', { amount: amounts === null ? '' : money(amounts.amount) });

  return (
    <>
      {amounts !== null && /[1-9]/.test(amounts.amount) && (
        <AmountBreakdown
          action={action}
          amounts={amounts}
          unknownFeeText={commissionText}
          variant="form"
        />
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
