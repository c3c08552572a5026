import { expect, test } from './fixtures';

test('the deposit form in Arabic (right to left) and in German', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByLabel(/^Amount/).fill('50');
  await page.getByLabel('Card number').fill('4111111111111111');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إيداع');
  // Server text follows the language, and what the player typed stays.
  await expect(page.getByRole('heading', { name: 'بطاقة ائتمان أو خصم' })).toBeVisible();
  await expect(page.getByLabel('رقم البطاقة')).toHaveValue('4111 1111 1111 1111');
  // The number keeps its left-to-right order (right to left would show its groups backwards) and
  // sits on the right like the rest of the page.
  expect(
    await page
      .getByLabel('رقم البطاقة')
      .evaluate((input) => [getComputedStyle(input).direction, getComputedStyle(input).textAlign]),
  ).toEqual(['ltr', 'right']);
  await page.screenshot({ path: testInfo.outputPath('deposit-arabic.png'), fullPage: true });

  await page.getByRole('combobox').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Kredit- oder Debitkarte' })).toBeVisible();
  await expect(page.getByLabel('Kartennummer')).toHaveValue('4111 1111 1111 1111');
  await page.screenshot({ path: testInfo.outputPath('deposit-german.png'), fullPage: true });

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
