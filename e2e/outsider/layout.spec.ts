import { expect, test } from '../fixtures';
import { ROUTES, horizontalOverflow, methodCount, useLanguage } from './outsider';

// Long unbroken tokens (120–220 characters) in every server text of the catalog, and a long URL in
// a hint: each stays inside its card, on a phone and on a desktop, in both directions.
for (const language of ['en', 'ar']) {
  for (const width of [320, 1280]) {
    test.describe(`${language} at ${String(width)} px`, () => {
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize({ width, height: 800 });
      });

      for (const route of ROUTES) {
        test(`${route} does not scroll sideways`, async ({ page }) => {
          await page.goto(route);
          await expect(page.locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await horizontalOverflow(page)).toBe(0);
        });
      }

      test('every method form, deposit and cash-out, stays within the width', async ({ page }) => {
        await page.goto('/');
        for (const action of ['deposit', 'cashout'] as const) {
          if (action === 'cashout')
            await page.locator('input[name="payment-action"][value="cashout"]').check();
          const methods = page.locator('input[name="payment-method"]');
          // The list of this action in the default currency, once it has replaced the other's.
          const count = methodCount(action);
          await expect(methods).toHaveCount(count);
          for (let index = 0; index < count; index += 1) {
            await methods.nth(index).check();
            await expect(page.locator('form').first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            expect(await horizontalOverflow(page), `${action} method ${String(index)}`).toBe(0);
          }
        }
      });
    });
  }
}
