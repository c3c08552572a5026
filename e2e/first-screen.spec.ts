import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchConsole } from './quietConsole';
import { createGate } from '@testing/gate';

/**
 * The first screen is in index.html, rendered at build time (tooling/vite/prerenderPlugin.ts):
 * it shows without JavaScript, the app takes it over without moving anything, and a player in
 * another language never sees it in English or laid out in the wrong direction
 * (src/app/prerender/showFirstScreen.tsx, src/app/boot/prerenderedFits.ts).
 */

declare global {
  interface Window {
    __layoutShift?: number;
    __prerenderedHeading?: Element | null;
    __rootHiddenWhileParsing?: boolean;
    __dirWhenShown?: string[];
  }
}

/** Before any script of the page: sums layout shifts, and notes what the parsed page shows. */
async function observeFirstScreen(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__dirWhenShown = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__layoutShift =
          (window.__layoutShift ?? 0) + (entry as PerformanceEntry & { value: number }).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // "interactive": the document is parsed, the deferred (module) scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      window.__prerenderedHeading = document.querySelector('h1');
      window.__rootHiddenWhileParsing = root
        ? getComputedStyle(root).visibility === 'hidden'
        : true;
      new MutationObserver(() => {
        if (root && getComputedStyle(root).visibility !== 'hidden') {
          window.__dirWhenShown?.push(document.documentElement.dir);
        }
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
  });
}

/** Opens `/` watching the console and what the parsed page shows; returns the console's watch. */
async function openObserved(page: Page, context: BrowserContext) {
  const messages = watchConsole(context);
  await observeFirstScreen(page);
  await page.goto('/');
  return messages;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heading, the deposit / cash-out switch and the method list frame are on screen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deposit' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Cash out' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading payment methods' }),
    ).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Cashier sections' })).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the app hydrates the prerendered screen: no layout shift, no mismatch', async ({
    page,
    context,
  }) => {
    const messages = await openObserved(page, context);
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The heading the browser parsed is the one on screen: hydrated, not rendered anew.
    expect(
      await page.evaluate(() => document.querySelector('h1') === window.__prerenderedHeading),
    ).toBe(true);
    expect(await page.evaluate(() => window.__rootHiddenWhileParsing)).toBe(false);
    expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    expect(messages.unexpected()).toEqual([]);
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the page ends in Arabic, right to left, never showing English or a left-to-right layout', async ({
    page,
    context,
  }) => {
    const messages = await openObserved(page, context);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The English prerender was hidden from the start, and shown again only in Arabic.
    expect(await page.evaluate(() => window.__rootHiddenWhileParsing)).toBe(true);
    expect(await page.evaluate(() => window.__dirWhenShown)).toEqual(['rtl']);
    expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    expect(messages.unexpected()).toEqual([]);
  });
});

/**
 * The first render does not wait for the cashier's code (RTK Query, the API, the cashier page:
 * the `cashier` chunk, src/app/cashierCode.tsx): the navigation and the language select are the
 * app's while it is on its way, and the page keeps its markup until it is in.
 */
test.describe("while the cashier's code is on its way", () => {
  test.use({ locale: 'en-GB' });

  /**
   * Opens `/` (observed, as {@link openObserved}) with the cashier chunk held back; resolves once
   * the app's first render has asked for it. `release` lets it through.
   */
  async function openWithCashierCodeHeld(page: Page, context: BrowserContext) {
    const code = createGate();
    const asked = page.waitForRequest(/\/assets\/cashier-[^/]+\.js$/);
    await page.route(/\/assets\/cashier-[^/]+\.js$/, async (route) => {
      await code.passed;
      await route.continue();
    });
    const messages = await openObserved(page, context);
    await asked;
    return { messages, release: code.open };
  }

  test('a cash-out chosen on the page meanwhile is made once it is in, over the same markup', async ({
    page,
    context,
  }) => {
    const { messages, release } = await openWithCashierCodeHeld(page, context);
    await page.getByRole('radio', { name: 'Cash out' }).check();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Cash out' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash out' })).toBeChecked();
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated, not rendered anew: the heading the browser parsed is the one on screen.
    expect(
      await page.evaluate(() => document.querySelector('h1') === window.__prerenderedHeading),
    ).toBe(true);
    expect(messages.unexpected()).toEqual([]);
  });

  test("the language select is the app's already: the navigation turns Arabic, then the page", async ({
    page,
    context,
  }) => {
    const { messages, release } = await openWithCashierCodeHeld(page, context);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'أقسام الخزينة' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    expect(messages.unexpected()).toEqual([]);
  });
});

/**
 * The largest paint of the page is the prerendered screen's (its lead sentence), so the largest
 * contentful paint happens before any script: nothing the app draws once the methods are listed
 * (names, descriptions, terms, each term a box of its own) is larger. At a phone's width and
 * Lighthouse's.
 */
for (const width of [320, 412]) {
  test(`at ${String(width)} px the largest paint is the prerendered lead, painted before the app ran`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.addInitScript(() => {
      const paints: { text: string; prerendered: boolean }[] = [];
      Object.assign(window, { __paints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element: Element | null;
        })[]) {
          paints.push({
            text: entry.element?.textContent ?? '',
            // The app's own first render has not happened while the methods are not listed.
            prerendered: document.querySelector('input[name="payment-method"]') === null,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const paints = await page.evaluate(
      () => (window as unknown as { __paints: { text: string; prerendered: boolean }[] }).__paints,
    );
    expect(paints.at(-1)).toEqual({
      text: 'Choose a payment method, then enter the amount. Your balance updates as soon as the payment is confirmed.',
      prerendered: true,
    });
  });
}

test('a language chosen on the prerendered screen before the app has loaded is the one the app shows', async ({
  page,
}) => {
  // The app's code is held back until the player has chosen.
  const app = createGate();
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await app.passed;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await page.getByRole('radio', { name: 'Cash out' }).check();
  app.open();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سحب' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
});
