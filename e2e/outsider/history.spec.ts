import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Deposits `amount` with the voucher method (amount and a code) in `currency`. */
async function depositWithVoucher(page: Page, currency: string, amount: string) {
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.locator('input[name="payment-method"][value="presentkort"]').check();
  await page.getByLabel(/^Belopp/).fill(amount);
  await page.getByLabel(/^Kod/).fill('ABC-123');
  await page.getByRole('button', { name: /^Deposit/ }).click();
}

test('payments made in the session appear in the history, in their currency and amount, with their status', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();

  await depositWithVoucher(page, 'SEK', '150');
  await expect(page.getByText(/150\.00 SEK/)).toBeVisible();
  await page.getByRole('button', { name: 'Make another payment' }).click();

  await depositWithVoucher(page, 'JPY', '2000');
  await expect(page.getByText(/2000 JPY/)).toBeVisible();

  await page.getByRole('link', { name: 'Transaction history' }).click();
  const rows = page.getByRole('listitem').filter({ hasText: 'Presentkort' });
  await expect(rows).toHaveCount(2);
  // Newest first: the JPY deposit (no decimals), then the SEK one (two).
  await expect(rows.nth(0)).toContainText(/¥\s?2,000|JPY\s?2,000/);
  await expect(rows.nth(0)).toContainText('Successful');
  await expect(rows.nth(1)).toContainText(/SEK\s?150\.00/);
  await expect(rows.nth(1)).toContainText('Successful');
});
