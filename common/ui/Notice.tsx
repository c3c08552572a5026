import type { ReactNode } from 'react';
import { Sentence } from './Isolated';
import styles from './Notice.module.css';

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  /** A way forward: "Try again", "Choose another method". */
  action?: { label: string; onClick: () => void };
}

/**
 * A message block (empty states, errors, results). Errors and warnings are announced assertively,
 * the rest politely. Children are rendered as React nodes: server text stays text. A title or a
 * body given as a string is a sentence, drawn with its values isolated (`Sentence`, ./Isolated.tsx).
 */
export function Notice({ tone, title, children, action }: NoticeProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
    >
      <p className={styles.title}>
        <Sentence>{title}</Sentence>
      </p>
      {children !== undefined && (
        <div className={styles.body}>
          {typeof children === 'string' ? <Sentence>{children}</Sentence> : children}
        </div>
      )}
      {action && (
        <button type="button" className="button button-secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
