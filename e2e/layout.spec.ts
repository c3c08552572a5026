import { expect, test } from './fixtures';

test.describe('layout', () => {
  test('the card form fits a 320 px wide phone without horizontal scrolling', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('card-form-320px.png'), fullPage: true });
  });

  test('follows the dark colour scheme of the device', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(light).toBe('rgb(246, 247, 251)');
    expect(dark).toBe('rgb(15, 17, 23)');
    await page.screenshot({ path: testInfo.outputPath('cashier-dark.png'), fullPage: true });
  });
});
