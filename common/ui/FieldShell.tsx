import type { ReactNode } from 'react';
import styles from './FieldShell.module.css';
import { serverText } from '@common/i18n/serverText';
import { Isolate, Sentence } from './Isolated';

export interface FieldShellProps {
  /** The id of the control the label names. */
  inputId: string;
  label: string;
  /** One line of help, or several (each on its own line, e.g. the limits and the server's hint). */
  hint?: string | readonly string[] | undefined;
  /** The (translated) error; its region is always rendered so a new error is announced. */
  error?: string | undefined;
  /** Extra content beside the label (e.g. the detected card brand). */
  adornment?: ReactNode;
  children: ReactNode;
}

function hintLines(hint: FieldShellProps['hint']): readonly string[] {
  if (hint === undefined) return [];
  return (typeof hint === 'string' ? [hint] : hint).filter((line) => line !== '');
}

/** Ids a control needs for `aria-describedby`: hint then error. */
export function describedBy(inputId: string, hint: FieldShellProps['hint']): string {
  return hintLines(hint).length > 0 ? `${inputId}-hint ${inputId}-error` : `${inputId}-error`;
}

/**
 * Label, control, hint and error of one form field, wired for assistive technology. Label and hint
 * are often server text, in either direction: each is isolated in the direction of its own first
 * strong character (`Isolate`), so "تحويل (SEPA) 1.5%" keeps its punctuation in order in an English
 * form and an English label in an Arabic one, each on the start side of the page's direction.
 */
export function FieldShell({ inputId, label, hint, error, adornment, children }: FieldShellProps) {
  const lines = hintLines(hint);
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          <Isolate>{label}</Isolate>
        </label>
        {adornment}
      </div>
      {children}
      {lines.length > 0 && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {lines.map((line) => (
            <span key={line} className={styles.hintLine}>
              {/* A hint is the server's text or the cashier's sentence about it ("PDF or PNG, up
                  to 5 MB"): isolated as a whole, its values each in a <bdi> of their own. */}
              <bdi dir="auto">
                <Sentence>{serverText(line)}</Sentence>
              </bdi>
            </span>
          ))}
        </p>
      )}
      <p id={`${inputId}-error`} className={styles.error} aria-live="polite">
        {error !== undefined && <Sentence>{error}</Sentence>}
      </p>
    </div>
  );
}
