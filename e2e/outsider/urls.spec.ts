import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Deposits `amount` SEK with the voucher method (amount and a code): any scenario amount. */
async function depositWithVoucher(page: Page, amount: string) {
  await page.goto('/');
  await page.locator('input[name="payment-method"][value="presentkort"]').check();
  await page.getByLabel(/^Belopp/).fill(amount);
  await page.getByLabel(/^Kod/).fill('ABC-123');
  await page.getByRole('button', { name: /^Deposit/ }).click();
}

// The catalog's scenarios answer these amounts with a hostile redirect or iframe URL.
const HOSTILE = [
  ['a javascript: URL', '101.01'],
  ['javascript: after a space, mixed case', '101.02'],
  ['javascript: split by a tab', '101.03'],
  ['javascript&colon;', '101.04'],
  ['an entity-encoded javascript:', '101.05'],
  ['a percent-encoded javascript:', '101.06'],
  ['a protocol-relative URL', '101.07'],
  ['a backslash protocol-relative URL', '101.08'],
  ['user-info', '101.09'],
  ['a data: URL', '101.10'],
  ['a relative path', '101.11'],
  ['a NUL at the end', '101.12'],
  ['an iframe with javascript:', '102.01'],
  ['an iframe with a protocol-relative URL', '102.02'],
  ['an iframe with user-info', '102.03'],
  ['an iframe with vbscript:', '102.04'],
] as const;

for (const [shape, amount] of HOSTILE) {
  test(`a provider URL with ${shape} is refused: the payment stays on screen with ways forward`, async ({
    page,
  }) => {
    await depositWithVoucher(page, amount);
    await expect(page.getByText('We stopped an unsafe redirect')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose another method' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact support' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });
}

test('a valid https redirect takes the player to the provider', async ({ page }) => {
  await page.route('https://provider.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><h1>Provider</h1>' }),
  );
  await page.goto('/');
  await page.locator('input[name="payment-method"][value="e_planbok"]').check();
  await page.getByLabel(/^Belopp/).fill('150');
  await page.getByLabel(/^E-post/).fill('player@example.com');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await page.waitForURL('https://provider.example/pay?session=abc');
});

test('of the help buttons, only the absolute https one is a link; the others say they are unavailable', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('LTC');
  await page.locator('input[name="payment-method"][value="litecoin"]').check();
  const links = page.locator('form a[href]');
  await expect(page.getByRole('link', { name: /^Hjälp/ })).toHaveCount(1);
  await expect(links.filter({ hasText: 'Hjälp' })).toHaveAttribute(
    'href',
    'https://support.operator.example/ltc',
  );
  for (const label of ['Hjälp (relativ)', 'Hjälp (javascript)', 'Hjälp (user-info)']) {
    await expect(page.getByText(label)).toBeVisible();
    await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  }
});
