import type { Page } from '@playwright/test';
import catalog from '../catalogs/outsider.json' with { type: 'json' };

/** The routes of the standalone cashier (features/navigation/routes.ts). */
export const ROUTES = ['/', '/transaction-history', '/terms-and-conditions', '/support'] as const;

/** Opens pages of this test in `language` (the cashier's saved language). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('cashier.language', code);
  }, language);
}

/**
 * Records what a page of this test did wrong: answers of 400 and above, console errors and
 * uncaught exceptions.
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${String(response.status())} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** The currencies the page's requests name (their `currency` query parameter), in order. */
export function recordCurrencies(page: Page): string[] {
  const currencies: string[] = [];
  page.on('request', (request) => {
    const currency = new URL(request.url()).searchParams.get('currency');
    if (currency !== null) currencies.push(currency);
  });
  return currencies;
}

/** How far the page scrolls sideways: 0 when everything fits its width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** How many methods the catalog offers for `action` in its default currency. */
export function methodCount(action: 'deposit' | 'cashout'): number {
  return catalog.methods.filter(
    (method) =>
      method.actions.includes(action) && Object.hasOwn(method.limits, catalog.defaultCurrency),
  ).length;
}
