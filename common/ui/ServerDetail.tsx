import { Isolate } from './Isolated';
import styles from './ServerDetail.module.css';

export interface ServerDetailProps {
  /** The cashier's own words, translated, that say whose text follows ("Details from the provider:"). */
  label: string;
  /** Server free text, in whatever language and direction it came; nothing shows without it. */
  text: string | undefined;
}

/**
 * Server free text as an optional detail below the cashier's own message: labelled, rendered as
 * text, and isolated in its own direction, so English in an Arabic page (or Arabic in an English
 * one) neither reorders nor is reordered by what surrounds it.
 */
export function ServerDetail({ label, text }: ServerDetailProps) {
  if (text === undefined || text.trim() === '') return null;
  return (
    <p className={styles.detail}>
      <span className={styles.label}>{label}</span> <Isolate>{text}</Isolate>
    </p>
  );
}
