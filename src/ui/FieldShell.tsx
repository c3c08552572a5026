import type { ReactNode } from 'react';
import styles from './FieldShell.module.css';

export interface FieldShellProps {
  /** The id of the control the label names. */
  inputId: string;
  label: string;
  hint?: string | undefined;
  /** The (translated) error; its region is always rendered so a new error is announced. */
  error?: string | undefined;
  /** Extra content beside the label (e.g. the detected card brand). */
  adornment?: ReactNode;
  children: ReactNode;
}

/** Ids a control needs for `aria-describedby`: hint then error. */
export function describedBy(inputId: string, hint: string | undefined): string {
  return hint ? `${inputId}-hint ${inputId}-error` : `${inputId}-error`;
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function FieldShell({ inputId, label, hint, error, adornment, children }: FieldShellProps) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {adornment}
      </div>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${inputId}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
