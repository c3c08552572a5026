import { useTranslation } from 'react-i18next';
import type { PaymentAction } from '../model/contract';
import type { PaymentAmounts } from '../model/paymentAmounts';
import { hasFee } from '../model/paymentAmounts';
import { formatMoney } from '../model/money';
import styles from './PaymentForm.module.css';

export interface AmountBreakdownProps {
  action: PaymentAction;
  amounts: PaymentAmounts;
  /** Said when the fee is not known in advance (the method's commission, as in the list). */
  unknownFeeText: string;
  /**
   * `form`: fee and total under the typed amount, always. `result`: the amount, then fee and
   * total only when a fee applies.
   */
  variant: 'form' | 'result';
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
}: AmountBreakdownProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, amounts.currency, i18n.language);
  const showFee = variant === 'form' || hasFee(amounts);
  return (
    <dl className={styles.summary} aria-live={variant === 'form' ? 'polite' : undefined}>
      {variant === 'result' && (
        <div className={styles.summaryRow}>
          <dt>{t('payments.form.amountRow')}</dt>
          <dd>{money(amounts.amount)}</dd>
        </div>
      )}
      {showFee && (
        <div className={styles.summaryRow}>
          <dt>{t('payments.form.fee')}</dt>
          <dd>{amounts.fee === null ? unknownFeeText : money(amounts.fee)}</dd>
        </div>
      )}
      {showFee && amounts.total !== null && (
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>
            {t(action === 'deposit' ? 'payments.form.totalCharged' : 'payments.form.totalReceived')}
          </dt>
          <dd>{money(amounts.total)}</dd>
        </div>
      )}
    </dl>
  );
}
