import type { Page } from '@playwright/test';
import { fillCard } from './card';
import { expect, test } from './fixtures';

async function openCard(page: Page) {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

test('a reload while a payment is sending asks first, then shows that payment, as the history does', async ({
  page,
}, testInfo) => {
  await openCard(page);
  // 23.08: the mock takes the payment at once and answers 4 s later (docs/mock-backend.md).
  await fillCard(page, { holder: 'Ada Lovelace', amount: '23.08' });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept(); // the player leaves anyway
  });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/cashier/v1/payments'),
  );
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await sent;
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);

  // Not an empty form: the payment sent before the reload, found and settled.
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(
    page.getByText('Credit or debit card, €23.08: the provider confirmed your payment.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('after-reload.png'), fullPage: true });

  await page.getByRole('link', { name: 'Transaction history' }).click();
  const row = page.getByRole('listitem').filter({ hasText: /€23\.08/ });
  await expect(row).toHaveCount(1); // paid once
  await expect(row).toContainText('Successful');
});

test('leaving for another page of the cashier while a payment is sending keeps it for the way back', async ({
  page,
}) => {
  await openCard(page);
  await fillCard(page, { holder: 'Ada Lovelace', amount: '23.08' });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/cashier/v1/payments'),
  );
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await sent;
  await page.getByRole('link', { name: 'Transaction history' }).click();
  // The history is on screen (the cashier's form is gone) before the answer comes.
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await page.getByRole('link', { name: 'Cashier' }).click();
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(
    page.getByText('Credit or debit card, €23.08: the provider confirmed your payment.'),
  ).toBeVisible();
});

test('no dialog asks to leave when no payment is sending', async ({ page }) => {
  await openCard(page);
  await fillCard(page, { holder: 'Ada Lovelace', amount: '50' });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  expect(dialogs).toEqual([]);
});
