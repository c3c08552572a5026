import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@store/hooks';
import { Spinner } from '@common/ui/Spinner';
import { selectPaymentInProgress, formatMoney, paymentAmounts } from '@features/payments';
import { useCommissionText } from '@features/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { AmountBreakdown, usePaymentFormMeta } from '@features/paymentForm';
import type { PaymentFormValues } from '@features/paymentForm';
import styles from '@features/paymentForm/PaymentForm.module.css';

/** The submit button's words per action, with and without an amount typed. */
const SUBMIT_LABELS = {
  deposit: { plain: 'payments.submit.deposit', withAmount: 'payments.submit.depositAmount' },
  cashout: { plain: 'payments.submit.cashout', withAmount: 'payments.submit.cashoutAmount' },
} as const satisfies Record<PaymentAction, { plain: string; withAmount: string }>;

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

  // The decimal the amount field kept, read in the language it was typed in (model/typedAmount.ts).
  const amounts = paymentAmounts(action, method.commission, method.currency, typed);
  // A fee the form cannot compute (a percent range, or set by the provider) reads as in the list.
  const commissionText = useCommissionText(method.commission, method.currency);
  const money = (value: string) => formatMoney(value, method.currency, i18n.language);

  const shown =
    amounts === null
      ? null
      : action === 'deposit'
        ? (amounts.total ?? amounts.amount)
        : amounts.amount;
  // A label of its own without an amount: in German, Turkish… the verb follows the amount
  // ("50,00 € einzahlen"), and alone it must still read as a button ("Einzahlen").
  const label =
    shown === null
      ? t(SUBMIT_LABELS[action].plain)
      : t(SUBMIT_LABELS[action].withAmount, { amount: money(shown) });

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
        {busy ? t('payments.form.processing') : label}
      </button>
    </>
  );
}
