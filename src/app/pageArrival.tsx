import type { RefObject } from 'react';
import { createContext, useContext, useEffect, useState } from 'react';
import type { CashierRoute } from '@features/navigation';

/** Whether the player has moved to another screen since the cashier started (read by pages). */
export const NavigatedContext = createContext(false);

/** `true` from the first route change on: the cashier's first screen is not an arrival. */
export function useNavigated(route: CashierRoute): boolean {
  const [startRoute] = useState(route);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && route !== startRoute) setNavigated(true);
  return navigated;
}

/**
 * Moves focus to a page's heading (`tabIndex={-1}`) when the player arrived from another screen and
 * focus was lost with the control they pressed ("Contact support" is gone with its page). Never on
 * the first screen, so a host page's focus is never taken, nor when focus is still somewhere.
 */
export function useArrivalFocus(heading: RefObject<HTMLElement | null>): void {
  const navigated = useContext(NavigatedContext);
  useEffect(() => {
    const element = heading.current;
    if (!navigated || !element) return;
    // Inside a host page's widget too: focus lost in the shadow root leaves the page's body focused.
    const { activeElement, body } = element.ownerDocument;
    if (activeElement === null || activeElement === body) element.focus();
  }, [navigated, heading]);
}
