import { useTranslation } from 'react-i18next';
import { toServerUrl } from '@common/lib/urlPolicy';
import { useUrlPolicy } from '@common/lib/UrlPolicyContext';
import styles from './CryptoFields.module.css';
import type { FieldProps } from './TextField';
import { Sentence } from '@common/ui/Isolated';

/**
 * `button`: a server-provided action, e.g. a link to the provider's help page. Only a `url` the URL
 * policy accepts (common/lib/urlPolicy.ts) becomes a link (new tab, no opener, no referrer); anything else is shown as a plain note
 * that the action is unavailable. Never submits a value (DISPLAY_ONLY_FIELD_TYPES).
 */
export function ActionButtonField({ field }: FieldProps) {
  const { t } = useTranslation();
  const label = field.label || field.name;
  const safe = toServerUrl(field.url, useUrlPolicy());
  if (!safe) {
    return (
      <p className={styles.status}>
        <Sentence>{t('payments.fields.button.unavailable', { label })}</Sentence>
      </p>
    );
  }
  return (
    <div>
      <a
        className="button button-secondary"
        href={safe.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label} <span className="visually-hidden">{t('payments.fields.opensInNewTab')}</span>
      </a>
      {field.hint && <p className={styles.status}>{field.hint}</p>}
    </div>
  );
}
