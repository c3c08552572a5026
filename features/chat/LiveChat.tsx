import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import styles from './LiveChat.module.css';
import type { ChatSettingsInput } from './model/settings';
import { useLiveChat } from './useLiveChat';

export interface LiveChatProps {
  /**
   * The provider settings; `license` usually comes from `import.meta.env.VITE_LIVECHAT_LICENSE`.
   * Unusable settings (no license) show the unavailable fallback. Read when the chat starts.
   */
  settings: ChatSettingsInput | undefined;
  /** Where players can write when the chat is unavailable (shown as a mailto link). */
  supportEmail?: string | undefined;
}

const PLAIN_EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

function Fallback({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();
  if (supportEmail === undefined || !PLAIN_EMAIL.test(supportEmail)) {
    return <p>{t('chat.unavailable.later')}</p>;
  }
  return (
    <p>
      <a href={`mailto:${supportEmail}`}>{t('chat.unavailable.email', { email: supportEmail })}</a>
    </p>
  );
}

/** The support page's live chat: starts on demand, shows its status, falls back to email. */
export function LiveChat({ settings, supportEmail }: LiveChatProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const chat = useLiveChat(settings);

  let body;
  if (!chat.available) {
    body = (
      <Notice tone="info" title={t('chat.unavailable.title')}>
        <p>{t('chat.unavailable.notConfigured')}</p>
        <Fallback supportEmail={supportEmail} />
      </Notice>
    );
  } else if (chat.status === 'failed') {
    body = (
      <Notice
        tone="error"
        title={t('chat.unavailable.title')}
        action={{ label: t('common.retry'), onClick: chat.open }}
      >
        <Fallback supportEmail={supportEmail} />
      </Notice>
    );
  } else {
    const loaded = chat.status === 'loaded';
    const statusText =
      chat.status === 'loaded'
        ? t(`chat.status.${chat.visibility}`)
        : t(`chat.status.${chat.status}`);
    body = (
      <>
        <p className={styles.status} role="status" aria-live="polite">
          {chat.status === 'loading' && <Spinner />}
          <span>{statusText}</span>
          {chat.unread > 0 && <span>{t('chat.unread', { count: chat.unread })}</span>}
        </p>
        {!(loaded && chat.visibility === 'maximized') && (
          <button
            type="button"
            className="button button-primary"
            disabled={chat.status === 'loading'}
            onClick={chat.open}
          >
            {loaded ? t('chat.open') : t('chat.start')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className={styles.chat} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('chat.title')}
      </h2>
      <p className={styles.intro}>{t('chat.intro')}</p>
      {body}
    </section>
  );
}
