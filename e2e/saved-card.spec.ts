import { expect, test } from './fixtures';

test('a player deposits with a saved card, giving only the security code', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('radio', { name: 'Visa •••• 4242' }).check();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel(/^Amount/).fill('25');
  await page.getByLabel(/^Security code/).fill('123');
  await page.screenshot({ path: testInfo.outputPath('saved-card-filled.png'), fullPage: true });
  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/cashier/v1/payments'),
  );
  await page.getByRole('button', { name: /^Deposit/ }).click();
  const body = (await submitted).postDataJSON() as { savedProfileId?: string; fields: object };
  expect(body.savedProfileId).toBe('card-visa-4242');
  expect(body.fields).not.toHaveProperty('card_number');
  await expect(page.getByText('Deposit complete', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('saved-card-result.png'), fullPage: true });
});

test('a player removes a saved card after confirming', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Remove Mastercard •••• 5454' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove saved payment details?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Mastercard •••• 5454 was removed.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mastercard •••• 5454' })).toHaveCount(0);
});
