import styles from './Spinner.module.css';

/** A small inline spinner; decorative, so the caller says what is happening in text. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
