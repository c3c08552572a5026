/**
 * The cashier screen's own state hooks (Cashier.tsx): revealing the chosen method's form on a
 * narrow screen, keeping a form open while its deposit used the limit up, and saying that the
 * identity check just passed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaMatches, revealAndFocus } from '@common/ui/focus';
import { useConfigQuery } from '@features/payments';
import type { Verification } from '@contract/payments/player';

/** From this width the form stands beside the list (Cashier.module.css, `.columns`). */
const TWO_COLUMNS = '(min-width: 48rem)';

/**
 * What takes focus in a revealed form: its heading, marked `data-form-title` with `tabIndex={-1}`
 * (submit/PaymentForm.tsx, conversion/ConversionForm.tsx).
 */
const FORM_FOCUS_TARGET = '[data-form-title]';

/**
 * On a narrow screen the form column is below the whole method list, maybe thousands of pixels
 * down: a method chosen by tap (or a screen reader) brings its form into view and focuses its
 * heading, so the choice visibly does something and reading goes on in the form. A method chosen
 * with the keyboard keeps focus on its radio (the arrows go on through the list); the form is the
 * next Tab stop, which the browser scrolls to. Wide screens keep the form beside the list.
 */
export function useFormReveal(selectedId: string | null) {
  const formColumn = useRef<HTMLDivElement>(null);
  const [revealing, setRevealing] = useState<string | null>(null);
  const onChosen = useCallback((id: string, byKeyboard: boolean) => {
    setRevealing(byKeyboard || mediaMatches(TWO_COLUMNS) ? null : id);
  }, []);
  const revealNow = revealing !== null && revealing === selectedId;
  useEffect(() => {
    const column = formColumn.current;
    if (!revealNow || column === null) return;
    return revealAndFocus(column, FORM_FOCUS_TARGET);
  }, [revealNow, revealing]);
  return { formColumn, onChosen };
}

/**
 * `usedUp`, unless the form `formKey` was opened (with the config loaded) while deposits were
 * possible: that form stays until the player leaves it.
 */
export function useUsedUpBlock<T>(usedUp: T | undefined, formKey: string | null): T | undefined {
  const { configLoaded } = useConfigQuery(undefined, {
    selectFromResult: ({ data }) => ({ configLoaded: data !== undefined }),
  });
  const [openedFree, setOpenedFree] = useState<string | null>(null);
  const free = configLoaded && usedUp === undefined ? formKey : null;
  if (free !== null && free !== openedFree) setOpenedFree(free);
  return formKey !== null && formKey === (free ?? openedFree) ? undefined : usedUp;
}

/**
 * True once the identity check turned `verified` while the cashier was on screen (a live update or
 * the upload's answer), so the gate's going is said, not only seen: the form simply appearing
 * tells a screen-reader user nothing.
 */
export function useJustVerified(status: Verification['status'] | undefined): boolean {
  const [previous, setPrevious] = useState(status);
  const [justVerified, setJustVerified] = useState(false);
  if (status !== previous) {
    // Adjusting state while rendering (react.dev "You Might Not Need an Effect").
    setPrevious(status);
    setJustVerified(status === 'verified' && previous !== undefined);
  }
  return justVerified;
}
