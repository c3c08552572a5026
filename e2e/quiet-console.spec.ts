import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchConsole } from './quietConsole';

/**
 * Normal use leaves the console quiet: every route, the embed demo page and the provider pages a
 * payment passes through, in English and Arabic on a 320 px phone, print no error or warning
 * outside the documented list (e2e/quietConsole.ts, docs/testing.md) and throw nothing.
 */

const ROUTES = ['/transaction-history', '/terms-and-conditions', '/support', '/fast-deposit'];

/** The route is shown and has stopped loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** A card deposit typed by field name (the labels follow the language). */
async function depositByCard(page: Page, holder: string, amount: string) {
  await page.goto('/');
  await page.locator('input[name="payment-method"][value="card"]').check();
  const form = page.locator('form');
  await form.locator('[name="amount"]').fill(amount);
  await form.locator('[name="card_number"]').fill('4111111111111111');
  await form.locator('[name="card_holder"]').fill(holder);
  await form.locator('[name="card_expiry"]').fill('12/34');
  await form.locator('[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`in ${locale} at 320 px`, () => {
    test.use({ locale, viewport: { width: 320, height: 640 } });

    test('every route and both payment actions leave the console quiet', async ({
      page,
      context,
    }) => {
      const messages = watchConsole(context);
      await page.goto('/');
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.locator('input[type="radio"][value="cashout"]').check();
      await page.waitForLoadState('networkidle');
      for (const route of ROUTES) {
        await page.goto(route);
        await settled(page);
      }
      expect(messages.unexpected()).toEqual([]);
    });

    test('the embed demo page leaves the console quiet', async ({ page, context }) => {
      const messages = watchConsole(context);
      await page.goto('/embed-demo/');
      await expect(
        page.locator('cashier-widget').first().getByRole('heading', { level: 1 }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(messages.unexpected()).toEqual([]);
    });

    test('a payment through the provider pages leaves the console quiet', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const messages = watchConsole(context);
      // A redirect to the provider's page and back.
      await depositByCard(page, 'Ada Lovelace', '23.02');
      await page.waitForURL(/\/mock-provider\/redirect\.html\?/);
      await page.waitForLoadState('networkidle');
      await page.locator('#back').click();
      await page.waitForURL((url) => url.pathname === '/');
      // The payment the player came back to, until it settles; then on to another.
      await page.getByRole('status').getByRole('button').click({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // 3-D Secure in the provider dialog.
      await depositByCard(page, '3DS', '40');
      const bank = page.frameLocator('iframe');
      await bank.locator('button').first().click();
      await expect(page.locator('iframe')).toHaveCount(0);
      // A provider page that refuses to be framed, continued in a new window.
      await depositByCard(page, 'NOFRAME', '40');
      const dialog = page.getByRole('dialog');
      const popup = page.waitForEvent('popup');
      await dialog.locator('button.button-primary').click({ timeout: 15_000 });
      const provider = await popup;
      await provider.waitForLoadState('networkidle');
      await page.waitForLoadState('networkidle');
      expect(messages.unexpected()).toEqual([]);
    });
  });
}
