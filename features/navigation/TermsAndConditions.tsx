import { useTranslation } from 'react-i18next';
import styles from './Page.module.css';

const SECTIONS = [
  'deposits',
  'cashouts',
  'fees',
  'verification',
  'refunds',
  'responsible',
] as const;

/** The payment terms the player accepts by paying (the `terms-and-conditions` route). */
export function TermsAndConditions() {
  const { t } = useTranslation();
  return (
    <article className={styles.page} aria-labelledby="terms-title">
      <h1 id="terms-title">{t('app.terms.title')}</h1>
      <p className={styles.lead}>{t('app.terms.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>{t(`app.terms.${section}.title`)}</h2>
          <p>{t(`app.terms.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
