import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillCard } from './card';
import { expect, test } from './fixtures';

/**
 * What the player may cash out (docs/http-api.md), against `npm start`: `?mock-player=`
 * picks one of the mock catalog's players for the session (mocks/catalog.json "players"). The
 * mock keeps each player's balance for the server's life, so the figures are read from it first.
 */

const CONFIG = '/api/cashier/v1/config';

interface Balance {
  currency: string;
  total: string;
  withdrawable: string;
}

/** The mock player's EUR balance now (cash-outs earlier in the run count). */
async function eurBalance(page: Page, player: string): Promise<Balance> {
  const response = await page.request.get(CONFIG, { headers: { 'X-Mock-Player': player } });
  const body = (await response.json()) as { player?: { balances?: Balance[] } };
  const eur = body.player?.balances?.find((balance) => balance.currency === 'EUR');
  if (!eur) throw new Error(`mock player ${player} has no EUR balance`);
  return eur;
}

const euros = (amount: string) =>
  `€${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function openCashoutAs(page: Page, player: string): Promise<void> {
  await page.goto(`/?mock-player=${player}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Cash out' }).check();
}

const balanceNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Your balance' });

test.afterEach(async ({ page }) => {
  // The mock player is a cookie of the session; later specs expect the default player.
  await page.context().clearCookies();
});

test('cash-out shows what can be cashed out before any typing, and keeps the amount within it', async ({
  page,
}) => {
  await openCashoutAs(page, 'bonus');
  const balance = await eurBalance(page, 'bonus');
  test.skip(Number(balance.withdrawable) < 20, 'the balance was cashed out earlier in this run');
  const withdrawable = euros(balance.withdrawable);
  await expect(balanceNotice(page)).toContainText(
    `You can cash out ${withdrawable} of your ${euros(balance.total)} balance.`,
  );
  // Nothing typed yet: the notice stands above the methods.
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();

  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const amount = page.getByLabel(/^Amount/);
  await expect(amount).toBeVisible();
  await expect(page.getByText(`From €10.00 to ${withdrawable}`)).toBeVisible();
  // A preset above it is disabled and says why, as a statement about the player.
  const over = page.getByRole('button', { name: '€250.00' });
  await expect(over).toBeDisabled();
  await expect(over).toHaveAccessibleDescription('Above what you can cash out');
  await expect(page.getByText('Above what you can cash out')).toBeVisible();
  await expect(page.getByRole('button', { name: '€20.00' })).toBeEnabled();

  await fillCard(page, { amount: (Number(balance.withdrawable) + 1).toFixed(2), holder: 'Ada' });
  await amount.blur();
  await expect(
    page.getByText(`That's more than you can cash out: up to ${withdrawable}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Cash out/ }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
});

test('the back end refuses a cash-out above the balance, and the screen shows the new balance', async ({
  page,
  context,
}) => {
  // The player opens a cash-out, then cashes out most of the balance in another tab: the first
  // tab's check still allows the amount, the back end refuses it with the balance as it stands.
  await openCashoutAs(page, 'bonus');
  const balance = await eurBalance(page, 'bonus');
  const withdrawable = Number(balance.withdrawable);
  test.skip(withdrawable < 30, 'the balance was cashed out earlier in this run');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(page, { amount: '20', holder: 'Ada Lovelace' });

  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('radio', { name: 'Cash out' }).check();
  await other.getByRole('radio', { name: /Credit or debit card/ }).check();
  const taken = (withdrawable - 10).toFixed(2);
  await fillCard(other, { amount: taken, holder: 'Ada Lovelace' });
  await other.getByRole('button', { name: /^Cash out/ }).click();
  await expect(other.getByText(/Your card payment of .+ was successful/)).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: /^Cash out/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    "That's more than you can cash out: up to €10.00.",
  );
  // The notice follows the back end's balance without a reload.
  const total = (Number(balance.total) - Number(taken)).toFixed(2);
  await expect(balanceNotice(page)).toContainText(
    `You can cash out €10.00 of your ${euros(total)} balance.`,
  );
});

test('with nothing withdrawable, cash-out says so and offers no form', async ({ page }) => {
  await openCashoutAs(page, 'nothingToCashOut');
  await expect(balanceNotice(page)).toContainText(
    'None of your €40.00 balance can be cashed out yet.',
  );
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.getByLabel(/^Amount/)).toHaveCount(0);
});

for (const language of [
  { code: 'en', nothing: 'None of your €40.00 balance can be cashed out yet.' },
  { code: 'ar', nothing: 'لا يمكن سحب أي جزء من رصيدك البالغ' },
] as const) {
  test(`the balance views pass axe in ${language.code}`, async ({ page }) => {
    await page.addInitScript((code) => {
      localStorage.setItem('cashier.language', code);
    }, language.code);
    await page.goto('/?mock-player=nothingToCashOut');
    await page.locator('input[name="payment-action"][value="cashout"]').check();
    const notice = page.locator('[aria-labelledby="withdrawable-balance-title"]');
    await expect(notice).toContainText(language.nothing);
    await expectNoAxeViolations(page, `nothing to cash out in ${language.code}`);
  });
}
