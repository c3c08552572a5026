import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import { Spinner } from '@common/ui/Spinner';
import { useGetTransactionsInfiniteQuery } from './api/historyApi';
import { type HistoryFilters, NO_FILTERS, toTransactionsArgs } from './model/filters';
import { TransactionFilters } from './TransactionFilters';
import styles from './TransactionHistory.module.css';
import { TransactionList } from './TransactionList';

/** A stable ref callback: focuses the element once, when it is attached. */
const focusOnAttach = (element: HTMLElement | null): void => {
  element?.focus();
};

/**
 * The player's deposits and cash-outs, newest first (the `transaction-history` route): filters by
 * action and status, twenty rows at a time with "Load more", and loading, empty and error states.
 */
export function TransactionHistory({
  focusPaymentId,
}: {
  /** Opens the list at this payment's row (a payment result's "see this payment in your history"). */
  focusPaymentId?: string | undefined;
} = {}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  /** Polite announcement of the rows a "Load more" added. */
  const [announcement, setAnnouncement] = useState('');
  /** The last page came from "Load more": the button is gone, so focus moves to the end note. */
  const [focusEnd, setFocusEnd] = useState(false);
  const {
    currentData,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetTransactionsInfiniteQuery(toTransactionsArgs(filters));

  const transactions = currentData?.pages.flatMap((page) => page.items) ?? [];
  const total = currentData?.pages.at(-1)?.total ?? transactions.length;
  const errorText =
    isApiError(error) && error.kind === 'network'
      ? t('history.errors.network')
      : t('history.errors.generic');

  const changeFilters = (next: HistoryFilters) => {
    setFilters(next);
    setAnnouncement('');
    setFocusEnd(false);
  };

  const loadMore = async () => {
    if (isFetchingNextPage) return;
    setAnnouncement('');
    const before = transactions.length;
    const result = await fetchNextPage();
    if (!result.isSuccess) return;
    const pages = result.data.pages;
    const after = pages.reduce((sum, page) => sum + page.items.length, 0);
    setAnnouncement(t('history.loaded', { count: after - before }));
    if (pages.at(-1)?.nextCursor === null) setFocusEnd(true);
  };

  const renderBody = () => {
    if (!currentData) {
      if (isError) {
        return (
          <Notice
            tone="error"
            title={t('history.errors.loadFailed')}
            action={{ label: t('common.retry'), onClick: () => void refetch() }}
          >
            {errorText}
          </Notice>
        );
      }
      return <Skeleton rows={5} label={t('history.loading')} />;
    }
    if (transactions.length === 0) {
      const filtered = filters.status !== 'all';
      return (
        <Notice
          tone="info"
          title={t(filtered ? 'history.empty.filtered' : `history.empty.${filters.action}`)}
        >
          {t(filtered ? 'history.empty.filteredHint' : 'history.empty.hint')}
        </Notice>
      );
    }
    return (
      <>
        <p className={styles.summary}>
          {t('history.summary', { shown: transactions.length, total })}
        </p>
        <TransactionList
          transactions={transactions}
          labelledBy={headingId}
          busy={isFetching && !isFetchingNextPage}
          focusPaymentId={focusPaymentId}
        />
        <div className={styles.footer}>
          {isFetchNextPageError ? (
            <Notice
              tone="error"
              title={t('history.errors.loadMoreFailed')}
              action={{ label: t('common.retry'), onClick: () => void loadMore() }}
            >
              {errorText}
            </Notice>
          ) : hasNextPage ? (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {isFetchingNextPage && <Spinner />}
              {t(isFetchingNextPage ? 'history.loadingMore' : 'history.loadMore')}
            </button>
          ) : (
            <p className={styles.end} tabIndex={-1} ref={focusEnd ? focusOnAttach : undefined}>
              {t('history.end')}
            </p>
          )}
        </div>
      </>
    );
  };

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      {/* The page's one h1: the history is a route of its own (like terms and support). */}
      <h1 id={headingId} className={styles.title}>
        {t('history.title')}
      </h1>
      <TransactionFilters filters={filters} onChange={changeFilters} />
      {renderBody()}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
