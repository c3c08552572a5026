import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

test('a player deposits in one step with the last used saved card, keyboard only', async ({
  page,
}, testInfo) => {
  await page.goto('/fast-deposit');
  const dialog = page.getByRole('dialog', { name: 'Fast deposit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Visa •••• 4242')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);

  await tabTo(page, /^€50\.00$/);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue('50.00');
  await tabTo(page, /^Security code/);
  await page.keyboard.type('123');
  await page.screenshot({ path: testInfo.outputPath('fast-deposit-filled.png') });

  const submits: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/cashier/v1/payments')) {
      submits.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  await tabTo(page, /^Deposit/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Your card payment of 50.00 EUR was successful.')).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(submits[0]).toMatchObject({
    methodId: 'card',
    amount: '50.00',
    savedProfileId: 'card-visa-4242',
  });
  await page.screenshot({ path: testInfo.outputPath('fast-deposit-result.png') });

  await tabTo(page, /^Done$/);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
});

test('Escape closes the fast deposit and returns to the cashier; Back does not reopen it', async ({
  page,
}) => {
  await page.goto('/transaction-history');
  await page.goto('/fast-deposit');
  const dialog = page.getByRole('dialog', { name: 'Fast deposit' });
  await expect(dialog.getByLabel(/^Amount/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/transaction-history$/);
  await expect(dialog).toHaveCount(0);
});
