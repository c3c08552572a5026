import { useTranslation } from 'react-i18next';
import type { PaymentAction } from '@contract/payments/lists';
import type { PaymentAmounts } from '@features/payments';
import { NO_FEE_KEY, isZeroDecimal } from '@common/lib/fee';
import { formatMoney } from '@features/payments';
import styles from './PaymentForm.module.css';
import { Amount } from '@common/ui/Isolated';

export interface AmountBreakdownProps {
  action: PaymentAction;
  amounts: PaymentAmounts;
  /**
   * Said when the fee is not known in advance (the method's commission, as in the list); without
   * it, a result leaves an unknown fee out.
   */
  unknownFeeText?: string | undefined;
  /**
   * `form`: fee and total under the typed amount, in the future tense ("Total to pay"). `result`
   * (the receipt): the amount, fee and total as done ("Total paid").
   */
  variant: 'form' | 'result';
  /** A result whose payment failed: its total reads as not charged. */
  notCharged?: boolean;
}

/** The total's label: what the form will charge, what the receipt says was paid. */
function totalLabel(action: PaymentAction, variant: 'form' | 'result', notCharged: boolean) {
  if (action === 'cashout') return 'payments.form.totalReceived';
  if (variant === 'form') return 'payments.form.totalCharged';
  return notCharged ? 'payments.receipt.totalNotCharged' : 'payments.receipt.totalPaid';
}

/**
 * The amount, fee and total of one payment, formatted once for every place that shows them (the
 * form above its button, the result after the submit), so they read the same.
 */
export function AmountBreakdown({
  action,
  amounts,
  unknownFeeText,
  variant,
  notCharged = false,
}: AmountBreakdownProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, amounts.currency, i18n.language);
  const showFee = amounts.fee !== null || unknownFeeText !== undefined;
  return (
    <dl className={styles.summary} aria-live={variant === 'form' ? 'polite' : undefined}>
      {variant === 'result' && (
        <div className={styles.summaryRow}>
          <dt>{t('payments.form.amountRow')}</dt>
          <dd>
            <Amount>{money(amounts.amount)}</Amount>
          </dd>
        </div>
      )}
      {showFee && (
        <div className={styles.summaryRow}>
          <dt>{t('payments.form.fee')}</dt>
          <dd>
            {amounts.fee === null ? (
              unknownFeeText
            ) : isZeroDecimal(amounts.fee) ? (
              t(NO_FEE_KEY)
            ) : (
              <Amount>{money(amounts.fee)}</Amount>
            )}
          </dd>
        </div>
      )}
      {showFee && amounts.total !== null && (
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>{t(totalLabel(action, variant, notCharged))}</dt>
          <dd>
            <Amount>{money(amounts.total)}</Amount>
          </dd>
        </div>
      )}
    </dl>
  );
}
