import { useTranslation } from 'react-i18next';
import { LiveChat } from '@features/chat';
import styles from './pages.module.css';

const license = import.meta.env.VITE_LIVECHAT_LICENSE;
const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL;

/** SPEC §2 route `support`, with the live chat (SPEC §3/§4/§8). */
export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title">{t('widget.support.title')}</h1>
      <p>{t('widget.support.intro')}</p>
      <p>{t('widget.support.history')}</p>
      <LiveChat settings={license ? { license } : undefined} supportEmail={supportEmail} />
    </section>
  );
}
