import { useTranslation } from 'react-i18next';
import { LiveChat, withPlayer } from '@features/chat';
import { useConfigQuery } from '@features/payments';
import { Skeleton } from '@/ui/Skeleton';
import { useCashierOptions } from '../cashierOptions';
import styles from './pages.module.css';

/**
 * The `support` route, with the live chat (features/chat/README.md): the operator's chat settings
 * (widget options) completed with the player from the cashier config. When the config cannot be
 * loaded the chat still works, without the player's details.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { chat, supportEmail } = useCashierOptions();
  const { data: config, isLoading } = useConfigQuery(undefined);
  return (
    <section className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title">{t('app.support.title')}</h1>
      <p>{t('app.support.intro')}</p>
      <p>{t('app.support.history')}</p>
      {isLoading ? (
        <Skeleton rows={2} label={t('app.loading')} />
      ) : (
        <LiveChat settings={withPlayer(chat, config?.player)} supportEmail={supportEmail} />
      )}
    </section>
  );
}
