import { TransactionHistory } from '@features/history';
import { selectHistoryPaymentId } from '@features/navigation';
import { useAppSelector } from '@store/hooks';
import styles from './pages.module.css';

/** The `transaction-history` route (docs/http-api.md). */
export default function HistoryPage() {
  // A result's "see this payment in your history" opens the list at that payment's row.
  const paymentId = useAppSelector(selectHistoryPaymentId);
  return (
    <div className={styles.page}>
      <TransactionHistory focusPaymentId={paymentId} />
    </div>
  );
}
