import type { RefCallback } from 'react';
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the caret where the player is typing in an input whose value is reformatted on change
 * (card number, IBAN). React moves the caret to the end when it rewrites a controlled value; the
 * caret given to `keepCaretAt` is put back after the render.
 */
export function useCaretRestore(fieldRef: RefCallback<HTMLInputElement>) {
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (element && caret !== null && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(caret, caret);
    }
  });

  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      fieldRef(element);
    },
    [fieldRef],
  );
  const keepCaretAt = useCallback((caret: number) => {
    pendingCaret.current = caret;
  }, []);
  return { ref, keepCaretAt };
}
