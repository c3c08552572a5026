import { useTranslation } from 'react-i18next';
import { NO_FEE_KEY, isZeroDecimal } from '@common/lib/fee';
import type { Transaction, TransactionAction, TransactionStatus } from '@contract/history';
import { DepositInstructionsToggle } from './DepositInstructionsToggle';
import { dateTimeFormatter, formatAmount } from './model/format';
import styles from './TransactionHistory.module.css';
import { Amount, Isolate } from '@common/ui/Isolated';

export interface TransactionListProps {
  transactions: readonly Transaction[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** True while the rows on screen are being refreshed. */
  busy: boolean;
  /** The payment the list was opened at: its row is marked, scrolled to and focused. */
  focusPaymentId?: string | undefined;
}

/** Every status the history knows → its words (TypeScript checks that none is missing). */
const STATUS_KEYS = {
  pending: 'history.status.pending',
  success: 'history.status.success',
  failed: 'history.status.failed',
  cancelled: 'history.status.cancelled',
  refunded: 'history.status.refunded',
} as const satisfies Record<TransactionStatus, string>;

const ACTION_KEYS = {
  deposit: 'history.action.deposit',
  cashout: 'history.action.cashout',
} as const satisfies Record<TransactionAction, string>;

/** A stable ref callback: brings the row into view and focuses it once, when it is attached. */
const focusRow = (element: HTMLElement | null): void => {
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
};

/**
 * The rows: a semantic list whose items wrap instead of scrolling sideways on narrow screens. Each
 * row reads method, action, date, amount and status; the status badge says its status in words.
 */
export function TransactionList({
  transactions,
  labelledBy,
  busy,
  focusPaymentId,
}: TransactionListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const dates = dateTimeFormatter(locale);
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} aria-busy={busy}>
      {transactions.map((transaction) => {
        const focused = transaction.id === focusPaymentId;
        return (
          <li
            key={transaction.id}
            className={focused ? `${styles.row} ${styles.focused}` : styles.row}
            aria-current={focused ? 'true' : undefined}
            tabIndex={focused ? -1 : undefined}
            ref={focused ? focusRow : undefined}
          >
            <span className={styles.method}>
              <Isolate>{transaction.methodName}</Isolate>
            </span>
            <span className={styles.amount}>
              <Amount>{formatAmount(transaction.amount, transaction.currency, locale)}</Amount>
            </span>
            <span className={styles.meta}>
              <span>{t(ACTION_KEYS[transaction.action])}</span>
              {transaction.fee !== undefined && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {isZeroDecimal(transaction.fee)
                      ? t(NO_FEE_KEY)
                      : t('history.fee', {
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
                {t('history.statusLabel', { status: t(STATUS_KEYS[transaction.status]) })}
              </span>
              <span aria-hidden="true">{t(STATUS_KEYS[transaction.status])}</span>
            </span>
            {transaction.status === 'pending' && transaction.depositInstructions && (
              <DepositInstructionsToggle
                instructions={transaction.depositInstructions}
                initiallyOpen={focused}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
