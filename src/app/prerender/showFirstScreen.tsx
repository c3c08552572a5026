import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RootState } from '@/app/store';
import type { BuiltCashier } from '../createCashier';
import { CashierRoot } from '../CashierRoot';
import { PRERENDERED_ATTRIBUTE, firstScreenKey } from './firstScreenKey';
import { takeEarlyChoices } from './earlyChoices';
import { selectLanguage } from '@features/navigation';
import { PENDING_CLASS } from '../boot/prerenderedFits';
import { nextTask } from '@common/lib/nextTask';
import { loadCashierCode } from '../cashierCode';

/** Shows `#root`'s content again once the app's own first render is in (src/app/global.css). */
export function revealRoot(doc: Document = document): void {
  doc.documentElement.classList.remove(PENDING_CLASS);
}

/**
 * The standalone app's first render into `container`. When the build's prerendered markup there
 * is this very screen (same `firstScreenKey`, no payment to show on a return from a provider), the
 * app hydrates it: nothing on screen changes. Otherwise (another language or route, a payment
 * kept across a provider's page), the boot script has hidden it (src/app/boot/prerenderedFits.ts):
 * the app waits for its language's texts and the cashier's code, so neither English, the wrong
 * direction nor a placeholder ever shows, renders over it and shows the result. Resolves with the
 * React root.
 *
 * Hydrating does not wait for the cashier's code (the API, the cashier page,
 * src/app/cashierCode.tsx): the navigation and the language select are the app's at once, the
 * page below keeps its markup until the code is in and then hydrates, from the state the markup
 * was rendered from (`serverState`), the store's own right after.
 */
export async function showFirstScreen(
  container: HTMLElement,
  cashier: BuiltCashier,
): Promise<Root> {
  const element = (serverState?: RootState) => (
    <CashierRoot
      store={cashier.store}
      i18n={cashier.i18n}
      options={cashier.options}
      cashierId={cashier.id}
      serverState={serverState}
      onCommitted={revealRoot}
    />
  );
  const { store, i18n } = cashier;
  // Building the store and i18n was one task; what follows starts in the next.
  await nextTask();
  // A language or cash-out a player chose on the markup before the app ran is made now, in the
  // same task as attaching the app's handlers (no choice falls between): the markup no longer is
  // this screen, so the app renders the chosen one over it.
  for (const choice of takeEarlyChoices(container)) store.dispatch(choice);
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const hidden = document.documentElement.classList.contains(PENDING_CLASS);
  if (!hidden && prerendered === firstScreenKey(store.getState())) {
    // A transition: React hydrates in slices and yields to the browser between them (outside one,
    // it hydrates the whole screen in one task). An input meanwhile is React's to replay.
    // The page's markup stays until the cashier's code is in: a deposit / cash-out chosen on it
    // meanwhile is made then, before the page hydrates (this callback runs before React's own).
    void loadCashierCode(store).then(() => {
      for (const choice of takeEarlyChoices(container)) store.dispatch(choice);
    });
    const serverState = store.getState();
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element(serverState));
    });
    if (!root) throw new Error('The first screen was not hydrated.');
    return root;
  }
  // Waits for the language's texts (failing, English stands in, src/app/languageSync.ts).
  const language = selectLanguage(store.getState());
  await Promise.all([
    i18n.loadLanguages(language).catch(() => undefined),
    // Never rejects: a failed load shows its error and retry on the page (src/app/cashierCode.tsx).
    loadCashierCode(store),
  ]);
  if (i18n.language !== language) await i18n.changeLanguage(language).catch(() => undefined);
  await nextTask();
  // Choices made on the markup while the texts loaded, in the task that attaches the handlers.
  for (const choice of takeEarlyChoices(container)) store.dispatch(choice);
  const root = createRoot(container);
  // A transition: React renders in slices, the markup stays until it commits.
  startTransition(() => {
    root.render(element());
  });
  return root;
}
