import { routeOfPath } from '@features/navigation/routes';
import { PENDING_REDIRECT_KEY } from '@features/checkout/pendingRedirectStore';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages';
import { initialLanguage } from '../initialLanguage';

/**
 * The class on `<html>` that hides `#root`'s prerendered markup (src/app/global.css) until the
 * app's first render replaces it (`revealRoot`, ./showFirstScreen.tsx).
 */
export const PENDING_CLASS = 'first-screen-pending';

/**
 * Whether the build's prerendered first screen (the cashier in the default language, ./firstScreenMarkup.tsx)
 * is what this page will show: not when the player's language is another (its texts and direction
 * differ), another route is open, or a payment kept across a provider's page is shown on return.
 */
export function prerenderedFits(win: Window = window): boolean {
  return (
    initialLanguage(win) === DEFAULT_LANGUAGE &&
    routeOfPath(win.location.pathname) === '/' &&
    !keptPayment(win)
  );
}

/** A payment kept across a provider's page (any cashier's: the boot script stays small). */
function keptPayment(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(PENDING_REDIRECT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Run by the boot script in the head (./bootPrefetch.ts), before `#root` is parsed:
 * a prerendered screen that does not fit is never painted, so no English, no left-to-right layout
 * and no other page flashes before the app's own first render.
 */
export function hideUnfittingPrerender(win: Window = window): void {
  if (!prerenderedFits(win)) win.document.documentElement.classList.add(PENDING_CLASS);
}
