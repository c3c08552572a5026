import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Deposits `amount` with the voucher method (amount and a code; 1.5 % + 3.00 fee) in `currency`
 * and returns what the submit button said it would charge.
 */
async function depositWithVoucher(page: Page, currency: string, amount: string) {
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.locator('input[name="payment-method"][value="presentkort"]').check();
  await page.getByLabel(/^Belopp/).fill(amount);
  await page.getByLabel(/^Kod/).fill('ABC-123');
  const button = page.getByRole('button', { name: /^Deposit/ });
  const label = (await button.textContent()) ?? '';
  await button.click();
  return label.replace(/^Deposit\s*/, '');
}

/** The rows of the receipt's amount summary (its first list), as "term: value". */
async function resultSummary(page: Page) {
  const summary = page.getByRole('region', { name: 'Receipt' }).locator('dl').first();
  await expect(summary.locator('dt').first()).toHaveText('Amount');
  return summary
    .locator('> div')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`,
      ),
    );
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
  // Newest first (the back end keeps the payments of earlier tests below these): the JPY deposit (no decimals), then the SEK one (two).
  await expect(rows.nth(0)).toContainText(/¥\s?2,000|JPY\s?2,000/);
  await expect(rows.nth(0)).toContainText('Successful');
  await expect(rows.nth(1)).toContainText(/SEK\s?150\.00/);
  await expect(rows.nth(1)).toContainText('Successful');
});

test('an amount reads the same on the button, in the result and in the history', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();

  // SEK 150 with 1.5 % + 3.00: fee 5.25, total 155.25.
  const charged = await depositWithVoucher(page, 'SEK', '150');
  expect(charged).toMatch(/^SEK\s155\.25$/);
  const summary = await resultSummary(page);
  expect(summary).toHaveLength(3);
  expect(summary[0]).toMatch(/^Amount: SEK\s150\.00$/);
  expect(summary[1]).toMatch(/^Fee: SEK\s5\.25$/);
  expect(summary[2]).toBe(`Total paid: ${charged}`);

  // JPY 2000 with 1.5 % + 3: fee 33, total 2,033 (no decimals in yen anywhere).
  await page.getByRole('button', { name: 'Make another payment' }).click();
  const yen = await depositWithVoucher(page, 'JPY', '2000');
  expect(yen).toMatch(/2,033$/);
  expect((await resultSummary(page))[2]).toBe(`Total paid: ${yen}`);

  await page.getByRole('link', { name: 'Transaction history' }).click();
  const rows = page.getByRole('listitem').filter({ hasText: 'Presentkort' });
  await expect(rows.nth(0)).toContainText(`Total paid ${yen}`);
  await expect(rows.nth(1)).toContainText(summary[0]!.replace('Amount: ', ''));
  await expect(rows.nth(1)).toContainText(`Fee ${summary[1]!.replace('Fee: ', '')}`);
  await expect(rows.nth(1)).toContainText(`Total paid ${charged}`);
});
