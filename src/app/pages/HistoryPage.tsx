import { TransactionHistory } from '@features/history';
import styles from './pages.module.css';

/** The `transaction-history` route (docs/http-api.md, "Transaction history"). */
export default function HistoryPage() {
  return (
    <div className={styles.page}>
      <TransactionHistory />
    </div>
  );
}
