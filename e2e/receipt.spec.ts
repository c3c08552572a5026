import type { Locator, Page } from '@playwright/test';
import { fillCard } from './card';
import { expect, test } from './fixtures';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** The deposit instructions the player must act on: exact amount, network, address, Copy, QR. */
async function expectInstructions(scope: Locator) {
  await expect(scope).toBeVisible();
  await expect(scope.getByRole('definition').first()).toHaveText(/^BTC\s?0\.01990000$/);
  await expect(scope).toContainText('Bitcoin');
  await expect(scope.getByRole('textbox', { name: 'Deposit address' })).toHaveValue(ADDRESS);
  await expect(scope.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(scope.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
}

const instructionsIn = (scope: Page | Locator) =>
  scope.getByRole('region', { name: 'Send your deposit' });

test('a pending crypto deposit keeps its address, QR code, amount and network across a reload and in the history, then shows its receipt', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByLabel('Currency').selectOption('BTC');
  await page.getByRole('radio', { name: /^Bitcoin/ }).check();
  // An amount ending in 99 stays pending until the test settles it (docs/mock-backend.md).
  await page.getByLabel(/^Amount/).fill('0.0199');
  await page.getByRole('button', { name: /^Deposit/ }).click();

  await expect(page.getByText('Waiting for your deposit')).toBeVisible();
  await expectInstructions(instructionsIn(page));
  await instructionsIn(page).getByRole('button', { name: 'Copy address' }).click();
  await expect(instructionsIn(page).getByText('Address copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const reference = (await receipt.locator('dt:text-is("Reference") + dd').textContent()) ?? '';
  expect(reference).toMatch(/^pay_/);
  await page.screenshot({ path: testInfo.outputPath('crypto-pending.png'), fullPage: true });

  // A reload keeps it, with what the player must act on.
  await page.reload();
  await expectInstructions(instructionsIn(page));

  // The history row offers it again.
  await page.getByRole('link', { name: 'Transaction history' }).click();
  const row = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
  await expect(row).toContainText('Bitcoin');
  await expect(row).toContainText('Pending');
  await expect(instructionsIn(row)).toBeHidden();
  await row.getByRole('button', { name: 'Show deposit address' }).click();
  await expectInstructions(instructionsIn(row));

  // Back in the cashier, the deposit settles (the network confirmed it): the receipt shows.
  await page.getByRole('link', { name: 'Cashier' }).click();
  await expectInstructions(instructionsIn(page));
  const settled = await page.request.post(
    `/mock-provider/complete?payment=${encodeURIComponent(reference)}&status=success`,
  );
  expect(settled.status()).toBe(204);
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(instructionsIn(page)).toBeHidden();
  const finalReceipt = page.getByRole('region', { name: 'Receipt' });
  await expect(finalReceipt).toContainText(reference);
  await expect(finalReceipt.locator('dt:text-is("Amount") + dd')).toHaveText(/^BTC\s?0\.01990000$/);
  await expect(finalReceipt).toContainText('Bitcoin');
  await page.screenshot({ path: testInfo.outputPath('crypto-settled.png'), fullPage: true });
});

test("a card deposit's receipt says reference, amounts and time, and opens that payment's history row", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(page, { amount: '50', holder: 'Ada Lovelace' });
  await page.getByRole('button', { name: /^Deposit/ }).click();

  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  const value = (term: string) => receipt.locator(`dt:text-is("${term}") + dd`);
  await expect(value('Amount')).toHaveText('€50.00');
  await expect(value('Fee')).toHaveText('€1.25');
  await expect(value('Total paid')).toHaveText('€51.25');
  await expect(value('Method')).toHaveText('Credit or debit card');
  await expect(value('Reference')).toHaveText(/^pay_/);
  await expect(value('Time')).toHaveText(/\d{1,2}:\d{2}/);
  await expect(receipt).not.toContainText('Total to pay');
  const reference = (await value('Reference').textContent()) ?? '';

  await receipt.getByRole('button', { name: 'See this payment in your history' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible();
  const row = page.locator('li[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await expect(row).toContainText('Credit or debit card');
  await expect(row).toContainText('€50.00');
  await expect(row).toContainText('Total paid €51.25');
  await expect(row).toContainText('Successful');
  expect(reference).toMatch(/^pay_/);
});

test('closing a 3-D Secure challenge reads "not completed; nothing was charged"', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(page, { amount: '50', holder: '3DS' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the payment window' }).click();

  await expect(page.getByText('Not completed; nothing was charged')).toBeVisible();
  await expect(page.getByText("We've received your request")).toHaveCount(0);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.locator('dt:text-is("Total (not charged)") + dd')).toHaveText('€51.25');
});
