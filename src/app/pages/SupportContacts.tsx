import { useTranslation } from 'react-i18next';
import { isPlainEmail } from '@common/lib/email';
import { toServerUrl, urlPolicyFor } from '@common/lib/urlPolicy';
import { Notice } from '@common/ui/Notice';
import { RouteLink } from '../RouteLink';
import styles from './pages.module.css';
import { Sentence } from '@common/ui/Isolated';

export interface SupportContactsProps {
  /** The operator's support email (checked at start; a wrong one is not shown). */
  email: string | undefined;
  /** The operator's support page (shown only under the page's URL policy). */
  url: string | undefined;
  /** The live chat is offered above: without it and without a contact, the page says so. */
  chatOffered: boolean;
}

/**
 * The ways to reach support besides the live chat: the operator's email (`mailto:`) and support
 * page (a new tab). With no way at all, it says so plainly and leads back to the cashier (the
 * transaction history stays in the navigation).
 */
export function SupportContacts({ email, url, chatOffered }: SupportContactsProps) {
  const { t } = useTranslation();
  const mail = isPlainEmail(email) ? email : undefined;
  // The operator's own page: the page's protocol rules (https on an https page), as at start.
  const page = toServerUrl(url, urlPolicyFor(window.location.protocol));
  if (mail === undefined && page === null) {
    if (chatOffered) return null;
    return (
      <Notice tone="info" title={t('app.support.contact.noneTitle')}>
        <p>{t('app.support.contact.noneBody')}</p>
        <p className={styles.actions}>
          <RouteLink route="/" className="button button-primary">
            {t('app.support.contact.back')}
          </RouteLink>
        </p>
      </Notice>
    );
  }
  return (
    <section className={styles.contacts} aria-labelledby="support-contact-title">
      <h2 id="support-contact-title">{t('app.support.contact.title')}</h2>
      <ul>
        {mail !== undefined && (
          <li>
            <a href={`mailto:${mail}`}>
              <Sentence>{t('app.support.contact.email', { email: mail })}</Sentence>
            </a>
          </li>
        )}
        {page && (
          <li>
            <a href={page.href} target="_blank" rel="noopener noreferrer">
              {t('app.support.contact.page')}{' '}
              <span className="visually-hidden">{t('payments.fields.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
