import type { Page } from '@playwright/test';
import { fillCard } from './card';
import { expect, test } from './fixtures';

async function openCard(page: Page) {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

test('a card deposit passes 3-D Secure in the provider dialog', async ({ page }, testInfo) => {
  await openCard(page);
  await fillCard(page, { holder: '3DS', amount: '40' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment provider' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-forms allow-scripts allow-same-origin allow-popups',
  );
  const bank = page.frameLocator('iframe[title="Payment provider"]');
  await expect(bank.getByRole('heading', { name: 'Mock bank' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('3ds-dialog.png'), fullPage: true });
  await bank.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('3ds-complete.png'), fullPage: true });
});

test('a redirect takes the player to the provider page, and back to that payment', async ({
  page,
}, testInfo) => {
  await openCard(page);
  await fillCard(page, { holder: 'Ada Lovelace', amount: '23.02' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await page.waitForURL(/\/mock-provider\/redirect\.html\?/);
  await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
  // The provider was given the payment and the page to send the player back to.
  const sent = new URL(page.url());
  expect(sent.searchParams.get('payment')).toMatch(/^pay_/);
  expect(sent.searchParams.get('return')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await page.screenshot({ path: testInfo.outputPath('redirected.png'), fullPage: true });

  await page.getByRole('link', { name: 'Back to the cashier' }).click();
  // Not an empty form: the payment the player left for, pending, then settled.
  await expect(page.getByText("Welcome back: we're confirming your payment")).toBeVisible();
  await expect(page.getByText(/Credit or debit card, €23\.02/).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toHaveCount(0);
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('returned.png'), fullPage: true });

  await page.getByRole('button', { name: 'Make another payment' }).click();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  // Seen once: a reload shows the cashier, not the payment again.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  await expect(page.getByText('Payment complete')).toHaveCount(0);
});

test('a crypto deposit shows the deposit address with a QR code', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByLabel('Currency').selectOption('BTC');
  await page.getByRole('radio', { name: /^Bitcoin/ }).check();
  await expect(page.getByRole('button', { name: /Copy/ })).toBeVisible();
  await expect(page.locator('svg[role="img"]').first()).toBeVisible();
  await page.getByLabel(/^Amount/).fill('0.01');
  await page.screenshot({ path: testInfo.outputPath('crypto-deposit.png'), fullPage: true });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText(/Send 0.01000000 BTC to the deposit address/)).toBeVisible();
});

test('a cash-out to an IBAN validates and groups the IBAN', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Cash out' }).check();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByLabel(/^Amount/).fill('100');
  await page.getByLabel('Account holder').fill('Ada Lovelace');
  const iban = page.getByLabel('IBAN');
  await iban.fill('DE89370400440532013001');
  await page.getByRole('button', { name: /^Cash out/ }).click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await iban.fill('de89370400440532013000');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await page.screenshot({ path: testInfo.outputPath('iban-cashout.png'), fullPage: true });
  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/payments'),
  );
  await page.getByRole('button', { name: /^Cash out/ }).click();
  const body = (await submitted).postDataJSON() as { fields: Record<string, string> };
  expect(body.fields.iban).toBe('DE89370400440532013000');
  await expect(page.getByText(/Your withdrawal of 100.00 EUR was requested/)).toBeVisible();
});
