import { useTranslation } from 'react-i18next';
import { Notice } from '@common/ui/Notice';

/** A page whose code failed to load (the network dropped, a deploy replaced it): said, with a retry. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="error"
      title={t('app.loadFailed')}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
