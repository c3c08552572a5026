import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_ACTIONS, TRANSACTION_STATUSES } from '@contract/history';
import type { HistoryFilters } from './model/filters';
import styles from './TransactionHistory.module.css';

export interface TransactionFiltersProps {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The action and status filters: two labelled native selects (keyboard and screen-reader ready). */
export function TransactionFilters({ filters, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const actionId = useId();
  const statusId = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('history.filters.legend')}</legend>
      <div className={styles.filter}>
        <label htmlFor={actionId} className={styles.filterLabel}>
          {t('history.filters.action')}
        </label>
        <select
          id={actionId}
          className="input"
          value={filters.action}
          onChange={(event) => {
            const { value } = event.target;
            onChange({ ...filters, action: isOneOf(TRANSACTION_ACTIONS, value) ? value : 'all' });
          }}
        >
          <option value="all">{t('history.filters.allActions')}</option>
          {TRANSACTION_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`history.filters.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={statusId} className={styles.filterLabel}>
          {t('history.filters.status')}
        </label>
        <select
          id={statusId}
          className="input"
          value={filters.status}
          onChange={(event) => {
            const { value } = event.target;
            onChange({ ...filters, status: isOneOf(TRANSACTION_STATUSES, value) ? value : 'all' });
          }}
        >
          <option value="all">{t('history.filters.allStatuses')}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`history.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
