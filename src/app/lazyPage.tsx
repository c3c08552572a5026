import type { ComponentType } from 'react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureFullEnglish, loadFullEnglish } from '@common/i18n';
import { Skeleton } from '@common/ui/Skeleton';
import { PageLoadFailed } from './PageLoadFailed';

interface PageModule {
  default: ComponentType;
}

/** The page with all of English, as every lazy part has once loaded (common/i18n/index.ts). */
function WithFullEnglish({ Page }: { Page: ComponentType }) {
  const { i18n } = useTranslation();
  ensureFullEnglish(i18n);
  return <Page />;
}

/** Shown instead of a page whose load failed; its retry loads the page again and shows it. */
function FailedPage({ load }: { load: () => Promise<ComponentType> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<ComponentType | 'loading' | 'failed'>('failed');
  if (page === 'loading') return <Skeleton rows={4} label={t('app.loading')} />;
  if (page === 'failed') {
    return (
      <PageLoadFailed
        onRetry={() => {
          setPage('loading');
          load().then(
            (Page) => {
              setPage(() => Page);
            },
            (error: unknown) => {
              console.error('A page of the cashier failed to load:', error);
              setPage('failed');
            },
          );
        }}
      />
    );
  }
  return <WithFullEnglish Page={page} />;
}

/**
 * A page loaded on demand (`React.lazy`: the nearest Suspense shows its placeholder meanwhile),
 * together with the English texts beyond the first screen's (`loadFullEnglish`). A failed load of
 * either is said on the page, with a retry, instead of taking the cashier down.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  const loadPage = () =>
    Promise.all([load(), loadFullEnglish()]).then(([{ default: Page }]) => Page);
  return lazy(async (): Promise<PageModule> => {
    try {
      const Page = await loadPage();
      return { default: () => <WithFullEnglish Page={Page} /> };
    } catch (error) {
      console.error('A page of the cashier failed to load:', error);
      return { default: () => <FailedPage load={loadPage} /> };
    }
  });
}
