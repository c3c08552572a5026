import { useTranslation } from 'react-i18next';
import type { Transaction } from './api/schemas';
import { dateTimeFormatter, formatAmount } from './model/format';
import styles from './TransactionHistory.module.css';

export interface TransactionListProps {
  transactions: readonly Transaction[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** True while the rows on screen are being refreshed. */
  busy: boolean;
}

/**
 * The rows: a semantic list whose items wrap instead of scrolling sideways on narrow screens. Each
 * row reads method, action, date, amount and status; the status badge says its status in words.
 */
export function TransactionList({ transactions, labelledBy, busy }: TransactionListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const dates = dateTimeFormatter(locale);
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} aria-busy={busy}>
      {transactions.map((transaction) => (
        <li key={transaction.id} className={styles.row}>
          <span className={styles.method}>{transaction.methodName}</span>
          <span className={styles.amount}>
            {formatAmount(transaction.amount, transaction.currency, locale)}
          </span>
          <span className={styles.meta}>
            <span>{t(`history.action.${transaction.action}`)}</span>
            {transaction.fee !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <span>
                  {t('history.fee', {
                    fee: formatAmount(transaction.fee, transaction.currency, locale),
                  })}
                </span>
              </>
            )}
            {transaction.total !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <span>
                  {t(
                    transaction.action === 'deposit'
                      ? 'history.totalPaid'
                      : 'history.totalReceived',
                    { total: formatAmount(transaction.total, transaction.currency, locale) },
                  )}
                </span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={transaction.createdAt}>
              {dates.format(new Date(transaction.createdAt))}
            </time>
          </span>
          <span className={`${styles.badge} ${styles[transaction.status] ?? ''}`}>
            <span className="visually-hidden">
              {t('history.statusLabel', { status: t(`history.status.${transaction.status}`) })}
            </span>
            <span aria-hidden="true">{t(`history.status.${transaction.status}`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
