import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';
import { Sentence } from './Isolated';
import { focusedElementNear } from './focus';

export interface DialogProps {
  title: string;
  /** Called when the player dismisses the dialog (close button or Escape). */
  onDismiss: () => void;
  /** Accessible label of the close button (translated by the caller). */
  closeLabel: string;
  wide?: boolean;
  /**
   * Where focus goes on close when the element that had it before the dialog opened is gone (the
   * form the dialog's result replaced, the row it removed), so focus is not lost to the page.
   */
  restoreFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal dialog: native `<dialog>` with `showModal()` (focus trapped, background inert), labelled
 * by its title. Mounted = open. On close, focus returns to what had it before, so keyboard users
 * continue where they were (or to `restoreFocus()` when that is gone). Where `showModal` is missing (old browsers, jsdom) it opens in place
 * and takes focus itself.
 */
export function Dialog({
  title,
  onDismiss,
  closeLabel,
  wide = false,
  restoreFocus,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fallbackFocus = useRef(restoreFocus);
  useEffect(() => {
    fallbackFocus.current = restoreFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = focusedElementNear(dialog);
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      dialog.focus();
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      const openerGone =
        !(opener instanceof HTMLElement) ||
        !opener.isConnected ||
        opener === dialog.ownerDocument.body;
      const target = openerGone ? fallbackFocus.current?.() : opener;
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: let React decide (the parent unmounts the dialog) instead of the browser.
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') onDismiss();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Sentence>{title}</Sentence>
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.body}>
        {typeof children === 'string' ? <Sentence>{children}</Sentence> : children}
      </div>
    </dialog>
  );
}
