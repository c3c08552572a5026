import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChat, safeParseChatSettings, withPlayer } from '@features/chat';
import { useConfigQuery } from '@features/payments';
import { Skeleton } from '@common/ui/Skeleton';
import { useCashierOptions } from '../cashierOptions';
import { useArrivalFocus } from '../pageArrival';
import { SupportContacts } from './SupportContacts';
import styles from './pages.module.css';

/**
 * The `support` route: the live chat when the operator set one up (features/chat/README.md; the
 * operator's chat settings completed with the player from the cashier config, or without the
 * player's details when the config cannot be loaded), and the operator's support email and page
 * (docs/configuration.md). Never a dead end: with no way to reach support at
 * all, it says so and leads back to the cashier.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { chat, supportEmail, supportUrl } = useCashierOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const chatOffered = safeParseChatSettings(chat).ok;
  // Only the chat waits for the config (its player details); the contacts do not.
  const { data: config, isLoading } = useConfigQuery(undefined, { skip: !chatOffered });
  return (
    <section className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title" ref={heading} tabIndex={-1}>
        {t('app.support.title')}
      </h1>
      <p>{t('app.support.intro')}</p>
      <p>{t('app.support.history')}</p>
      {/* An unusable chat renders nothing: the operator is told in the console, if it was set up. */}
      {isLoading ? (
        <Skeleton rows={2} label={t('app.loading')} />
      ) : (
        <LiveChat settings={withPlayer(chat, config?.player)} />
      )}
      <SupportContacts email={supportEmail} url={supportUrl} chatOffered={chatOffered} />
    </section>
  );
}
