import { expect, test } from './fixtures';

test('sections are routes: deep links, navigation and the back button work', async ({ page }) => {
  await page.goto('/transaction-history');
  await expect(page.getByRole('link', { name: 'Transaction history' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: /history/i }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Payment terms' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { name: 'Payment terms', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Cashier' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { name: 'Payment terms', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/transaction-history$/);
});
