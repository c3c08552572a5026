import { TransactionHistory } from '@features/history';
import styles from './pages.module.css';

/** SPEC §2 route `transaction-history`. */
export default function HistoryPage() {
  return (
    <div className={styles.page}>
      <TransactionHistory />
    </div>
  );
}
