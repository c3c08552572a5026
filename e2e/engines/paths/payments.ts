/** The payment paths: a card deposit, 3-D Secure, a redirect and its return, Back, crypto, a cash-out. */
import { depositByRedirect, fillCard, openCashier, sendCard } from './steps';
import type { PlayerPath } from './steps';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PROVIDER_FRAME = 'iframe[title="Payment provider"]';

/** Set on the page before it is left: whether a `pageshow` brought it back from the cache. */
function watchRestore(): void {
  const page = window as Window & { __e2eRestored?: boolean };
  page.__e2eRestored = false;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) page.__e2eRestored = true;
  });
}

function wasRestored(): boolean | null {
  return (window as Window & { __e2eRestored?: boolean }).__e2eRestored ?? null;
}

/** How the document on screen was loaded: `navigate`, `reload`, `back_forward`… */
function navigationType(): string {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'unknown';
}

export const paymentPaths: readonly PlayerPath[] = [
  {
    name: 'card deposit',
    async run(player) {
      await openCashier(player);
      await fillCard(player, { amount: '50', holder: 'Ada Lovelace' });
      await sendCard(player);
      await player.see({ text: 'Deposit complete' });
      await player.see({ text: /Your card payment of 50\.00 EUR was successful/ });
    },
  },
  {
    name: '3-D Secure',
    async run(player) {
      await openCashier(player);
      await fillCard(player, { amount: '40', holder: '3DS' });
      await sendCard(player);
      await player.see({ role: 'dialog', name: 'Payment provider' });
      const frame = await player.see({ css: PROVIDER_FRAME });
      if (frame.attributes.sandbox !== 'allow-forms allow-scripts allow-same-origin allow-popups') {
        throw new Error(`The provider frame's sandbox is "${String(frame.attributes.sandbox)}"`);
      }
      await player.see({ frame: PROVIDER_FRAME, role: 'heading', name: 'Mock bank' });
      await player.click({ frame: PROVIDER_FRAME, role: 'button', name: 'Approve payment' });
      await player.see({ text: 'Payment complete' });
      await player.notSee({ role: 'dialog', name: 'Payment provider' });
    },
  },
  {
    name: 'redirect and return',
    async run(player) {
      await depositByRedirect(player);
      await player.click({ role: 'link', name: 'Back to the cashier' });
      await player.see({ text: "Welcome back: we're confirming your payment" });
      await player.see({ text: /Credit or debit card, €23\.02/ });
      await player.see({ text: 'Payment complete' }, { timeout: 30_000 });
    },
  },
  {
    name: 'redirect and Back',
    async run(player) {
      await openCashier(player);
      await player.run(watchRestore);
      await fillCard(player, { amount: '23.02', holder: 'Ada Lovelace' });
      await sendCard(player);
      await player.atUrl(/\/mock-provider\/redirect\.html\?/);
      await player.see({ role: 'heading', name: 'Mock payment provider' });
      // The browser's Back button, on the provider's page.
      await player.driver.back();
      await player.atUrl(new RegExp(`^${escapeRegExp(player.baseUrl)}/?$`));
      await player.see({ role: 'heading', level: 1 });
      const restored = await player.waitFor('the page to answer', async () => {
        const value = await player.run(wasRestored);
        return value === null
          ? 'loaded anew'
          : value
            ? 'restored from the back-forward cache'
            : 'kept';
      });
      player.note(`page ${restored}`);
      // The outcome of the payment the player left for, not "Taking you to the payment provider…".
      try {
        await player.see({ text: 'Payment complete' }, { timeout: 30_000 });
      } catch (error) {
        const stuck = await player.look({ text: 'Taking you to the payment provider…' });
        if (stuck?.visible !== true) throw error;
        throw new Error(`"Taking you to the payment provider…" stayed on screen, no outcome`);
      }
      await player.notSee({ text: 'Taking you to the payment provider…' });
      // A restored page that could not draw its restore is loaded anew (common/lib/pageRestored.ts).
      if ((await player.run(navigationType)) === 'reload') {
        player.note('the restore was not drawn in time: the page was loaded anew');
      }
    },
  },
  {
    name: 'crypto deposit',
    async run(player) {
      await openCashier(player);
      await player.choose({ label: 'Currency' }, 'BTC');
      await player.check({ role: 'radio', name: /^Bitcoin/ });
      await player.see({ role: 'button', name: /Copy/ });
      await player.see({ css: 'svg[role="img"]' });
      await player.fill({ label: /^Amount/ }, '0.01');
      await player.click({ role: 'button', name: /^Deposit/ });
      await player.see({ text: /Send 0\.01000000 BTC to the deposit address/ });
    },
  },
  {
    name: 'cash-out',
    async run(player) {
      await openCashier(player);
      await player.check({ role: 'radio', name: 'Cash out' });
      // The cash-out methods come with the withdrawable balance: choose once it is in.
      await player.see({ text: /^You can cash out/ });
      await player.check({ role: 'radio', name: /Bank transfer/ });
      await player.fill({ label: /^Amount/ }, '100');
      await player.fill({ label: 'Account holder' }, 'Ada Lovelace');
      await player.fill({ label: 'IBAN' }, 'DE89370400440532013001');
      await player.click({ role: 'button', name: /^Cash out/ });
      await player.see(
        { label: 'IBAN' },
        { accept: (seen) => seen.attributes['aria-invalid'] === 'true' },
      );
      await player.fill({ label: 'IBAN' }, 'de89370400440532013000');
      await player.seeValue({ label: 'IBAN' }, 'DE89 3704 0044 0532 0130 00');
      await player.click({ role: 'button', name: /^Cash out/ });
      await player.see({ text: /Your withdrawal of 100\.00 EUR was requested/ });
    },
  },
];
