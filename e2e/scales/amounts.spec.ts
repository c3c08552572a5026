import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * e2e/catalogs/scales.json: KWD (3 decimals, the default currency) and BCH (8 decimals, a coin the
 * client has no table for). Every amount must read at the scale the back end gave.
 */

/** Opens pages of this test in `language` (the cashier's saved language). */
async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('cashier.language', code);
  }, language);
}

/** What the player reads, Intl's no-break spaces as plain ones. */
const read = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function openMethod(page: Page, name: RegExp) {
  await page.getByRole('radio', { name }).check();
  await expect(page.getByLabel(/^Amount/)).toBeVisible();
}

test('KWD reads with 3 decimals in the list, the presets, the button and the result', async ({
  page,
}) => {
  await page.goto('/');
  const knet = page.getByRole('radio', { name: /^KNET/ });
  await expect(knet).toBeVisible();
  // The list: the limits and the fee, each at three decimals.
  const listed = read(await page.locator('label', { has: knet }).textContent());
  expect(listed).toContain('KWD 5.000');
  expect(listed).toContain('KWD 1,500.500');
  expect(listed).toContain('KWD 0.125');
  await openMethod(page, /^KNET/);
  const presets = page.getByRole('group', { name: 'Suggested amounts' }).getByRole('button');
  expect((await presets.allTextContents()).map(read)).toEqual([
    'KWD 12.125',
    'KWD 50.500',
    'KWD 100.000',
  ]);
  await presets.filter({ hasText: '50.500' }).click();
  await expect(page.getByRole('button', { name: 'Deposit KWD 50.625' })).toBeVisible();
  await presets.filter({ hasText: '12.125' }).click();
  const pay = page.getByRole('button', { name: 'Deposit KWD 12.250' });
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(page.getByText('Your KNET payment was accepted.')).toBeVisible();
  const result = read(await page.locator('main').textContent());
  expect(result).toContain('KWD 12.125');
  expect(result).toContain('KWD 12.250');
  expect(result).not.toMatch(/KWD \d+\.\d{2}(?!\d)/);
});

test('BCH, unknown to the client, reads with 8 decimals, and a preset it fills is accepted', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('BCH');
  const method = page.getByRole('radio', { name: /^Bitcoin Cash/ });
  await expect(method).toBeVisible();
  const listed = read(await page.locator('label', { has: method }).textContent());
  expect(listed).toContain('BCH 0.00025000');
  expect(listed).toContain('BCH 5.00000000');
  await openMethod(page, /^Bitcoin Cash/);
  await expect(page.getByText('From BCH 0.00025000 to BCH 5.00000000')).toBeVisible();
  const presets = page.getByRole('group', { name: 'Suggested amounts' }).getByRole('button');
  expect((await presets.allTextContents()).map(read)).toEqual([
    'BCH 0.00025000',
    'BCH 0.01250000',
    'BCH 0.50000000',
  ]);
  await presets.first().click();
  await expect(presets.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Deposit BCH 0.00025000' }).click();
  await expect(page.getByText('Waiting for your deposit')).toBeVisible();
  await expect(page.getByText(/decimal places/)).toHaveCount(0);
  const instructions = page.getByRole('region', { name: 'Send your deposit' });
  await expect(instructions.getByRole('definition').first()).toHaveText(/^BCH\s?0\.00025000$/);
});

test('a pending BCH deposit keeps its exact amount, at 8 decimals, across a reload and in the history', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('BCH');
  await openMethod(page, /^Bitcoin Cash/);
  // An amount ending in 99 stays pending until settled (docs/mock-backend.md).
  await page.getByLabel(/^Amount/).fill('0.00250099');
  await page.getByRole('button', { name: 'Deposit BCH 0.00250099' }).click();
  const instructions = page.getByRole('region', { name: 'Send your deposit' });
  const expectInstructions = async () => {
    await expect(instructions.getByRole('definition').first()).toHaveText(/^BCH\s?0\.00250099$/);
    await expect(instructions).toContainText('Bitcoin Cash');
    await expect(instructions.getByRole('textbox', { name: 'Deposit address' })).toHaveValue(
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    );
    await expect(
      instructions.getByRole('img', { name: 'QR code of the deposit address' }),
    ).toBeVisible();
  };
  await expectInstructions();
  await page.reload();
  await expectInstructions();
  await page.getByRole('link', { name: 'Transaction history' }).click();
  const row = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Show deposit address' }).click();
  await expect(
    row.getByRole('region', { name: 'Send your deposit' }).getByRole('definition').first(),
  ).toHaveText(/^BCH\s?0\.00250099$/);
});

test('an amount typed the English way, with a thousands separator, is accepted', async ({
  page,
}) => {
  await page.goto('/');
  await openMethod(page, /^KNET/);
  await page.getByLabel(/^Amount/).fill('1,000.50');
  await page.getByLabel(/^Amount/).blur();
  await expect(page.getByRole('button', { name: 'Deposit KWD 1,000.625' })).toBeVisible();
  await page.getByRole('button', { name: 'Deposit KWD 1,000.625' }).click();
  await expect(page.getByText('Your KNET payment was accepted.')).toBeVisible();
});

test('an amount typed the German way is accepted in German', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto('/');
  await openMethod(page, /^KNET/);
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('1.000,50');
  await amount.blur();
  const pay = page.getByRole('button', { name: /1\.000,625\sKWD/ });
  await expect(pay).toBeVisible();
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await pay.click();
  await expect(page.getByText('Your KNET payment was accepted.')).toBeVisible();
});

test("an ambiguous amount is refused with an example written the player's way", async ({
  page,
}) => {
  await page.goto('/');
  await openMethod(page, /^KNET/);
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('1,5');
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      'Is that a decimal point or a thousands separator? Write the amount like 12,345.500.',
    ),
  ).toBeVisible();
});

test('an ambiguous amount in German is refused with a German example', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto('/');
  await openMethod(page, /^KNET/);
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('10.50');
  await amount.blur();
  await expect(
    page.getByText(
      'Ist das ein Dezimal- oder ein Tausendertrennzeichen? Schreiben Sie den Betrag wie 12.345,500.',
    ),
  ).toBeVisible();
});
