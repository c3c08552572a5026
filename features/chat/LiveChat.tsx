import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@common/ui/Notice';
import { Spinner } from '@common/ui/Spinner';
import styles from './LiveChat.module.css';
import type { ChatSettingsInput } from './model/settings';
import { useLiveChat } from './useLiveChat';

export interface LiveChatProps {
  /**
   * The provider settings; `license` usually comes from `import.meta.env.VITE_LIVECHAT_LICENSE`.
   * Settings that cannot start a chat (none set up, or wrong) show nothing: the page offers its
   * other ways to reach support. Read when the chat starts.
   */
  settings: ChatSettingsInput | undefined;
}

/**
 * The support page's live chat: starts on demand and shows its status; a failed load asks to try
 * again later, with a retry. Nothing at all when no usable chat is set up.
 */
export function LiveChat({ settings }: LiveChatProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const chat = useLiveChat(settings);
  if (!chat.available) return null;

  let body;
  if (chat.status === 'failed') {
    body = (
      <Notice
        tone="error"
        title={t('chat.unavailable.title')}
        action={{ label: t('common.retry'), onClick: chat.open }}
      >
        <p>{t('chat.unavailable.later')}</p>
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
