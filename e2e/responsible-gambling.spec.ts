import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillCard } from './card';
import { expect, test } from './fixtures';
import { focusedName, tabTo } from './keyboard';

/**
 * Deposit limits, cool-off and self-exclusion (docs/http-api.md,
 * features/cashier/README.md), against `npm start`: `?mock-player=` on a page picks one of the
 * mock catalog's players for the session (mocks/catalog.json "players").
 */

const CONFIG = '/api/cashier/v1/config';

const LANGUAGES = [
  { code: 'en', dir: 'ltr', card: /Credit or debit card/ },
  { code: 'ar', dir: 'rtl', card: /بطاقة ائتمان أو خصم/ },
] as const;

/** What remains of the mock player's daily limit now (deposits earlier in the run count). */
async function dailyRemaining(page: Page, player: string): Promise<number> {
  const response = await page.request.get(CONFIG, { headers: { 'X-Mock-Player': player } });
  const body = (await response.json()) as {
    player?: { depositLimits?: { period: string; remaining: string }[] };
  };
  const day = body.player?.depositLimits?.find((limit) => limit.period === 'day');
  if (!day) throw new Error(`mock player ${player} has no daily limit`);
  return Number(day.remaining);
}

/** A full-page screenshot at 320 px into the test's output folder (not kept in git). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function openAs(page: Page, player: string, language = 'en'): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('cashier.language', code);
  }, language);
  await page.goto(`/?mock-player=${player}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.afterEach(async ({ page }) => {
  // The mock player is a cookie of the session; later specs expect the default player.
  await page.context().clearCookies();
});

test('the remaining daily limit shows before the player types and bounds the amount', async ({
  page,
}) => {
  await openAs(page, 'limited');
  const remaining = await dailyRemaining(page, 'limited');
  test.skip(remaining < 20, 'the daily limit was used up earlier in this server’s life');
  const formatted = `€${remaining.toFixed(2)}`;
  const limits = page.getByRole('status').filter({ hasText: 'Your deposit limits' });
  await expect(limits).toContainText(`You can deposit ${formatted} more today; resets at`);
  await expect(limits).toContainText('more this week');

  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const amount = page.getByLabel(/^Amount/);
  await expect(amount).toBeVisible();
  // Presets above what remains are disabled, with the reason as their description.
  const over = page.getByRole('button', { name: /250/ });
  await expect(over).toBeDisabled();
  await expect(over).toHaveAccessibleDescription('Above what you can deposit today');
  await expect(page.getByRole('button', { name: /20\.00/ })).toBeEnabled();

  await amount.fill(String(remaining + 1));
  await amount.blur();
  await expect(page.getByText(`daily deposit limit allows: up to ${formatted}`)).toBeVisible();
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByRole('dialog', { name: 'Payment provider' })).toHaveCount(0);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
});

test('an accepted deposit lowers what remains of the limit', async ({ page }) => {
  await openAs(page, 'limited');
  const before = await dailyRemaining(page, 'limited');
  test.skip(before < 10, 'the daily limit was used up earlier in this server’s life');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(page, { amount: '10', holder: 'Ada Lovelace' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText(/Your card payment of .+ was successful/)).toBeVisible();
  const after = `€${(before - 10).toFixed(2)}`;
  await expect(page.getByRole('status').filter({ hasText: 'Your deposit limits' })).toContainText(
    `You can deposit ${after} more today`,
  );
});

test('a server refusal for a limit reads like the cashier’s own check', async ({
  page,
  context,
}) => {
  // The player opens the cashier, then uses up the daily limit in another tab: the first tab's
  // amount check still allows the deposit, the back end refuses it with the limit it hit.
  await openAs(page, 'limited');
  const remaining = await dailyRemaining(page, 'limited');
  test.skip(remaining < 10, 'the daily limit was used up earlier in this server’s life');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(page, { amount: '10', holder: 'Ada Lovelace' });

  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(other, { amount: remaining.toFixed(2), holder: 'Ada Lovelace' });
  await other.getByRole('button', { name: /^Deposit/ }).click();
  await expect(other.getByText(/Your card payment of .+ was successful/)).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    "That's more than your daily deposit limit allows: up to €0.00 until it resets at",
  );
  // Nothing the player typed is lost but the secrets: the form they had open stays, though nothing
  // is left of the day (a form opened now would be the used-up block).
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel(/^Amount/)).toHaveValue('10');
});

test('a used-up daily limit blocks deposits with its reset and the other limits; cash-out stays open', async ({
  page,
}) => {
  await openAs(page, 'limitUsedUp');
  const block = page.getByRole('status').filter({ hasText: 'Your daily deposit limit is used up' });
  await expect(
    block.getByRole('heading', { name: 'Your daily deposit limit is used up' }),
  ).toBeVisible();
  await expect(block).toContainText(
    /You can deposit again when it resets at \d{1,2}:\d{2}\s?[AP]M on [A-Z][a-z]{2} \d{1,2}\. You can still cash out\./,
  );
  const others = block
    .getByRole('list', { name: 'Your other deposit limits' })
    .getByRole('listitem');
  await expect(others).toHaveCount(2);
  await expect(others.nth(0)).toContainText('You can deposit €200.00 more this week; resets at');
  await expect(others.nth(1)).toContainText('You can deposit €1,200.00 more this month; resets at');
  // No form to fill: no methods, no amount.
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.getByLabel(/^Amount/)).toHaveCount(0);

  await page.getByRole('radio', { name: 'Cash out' }).check();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  await expect(block).toHaveCount(0);
});

test('a cool-off blocks deposits calmly, by keyboard, and cash-out stays open', async ({
  page,
}) => {
  await page.goto('/embed-demo/?mock-player=coolingOff');
  await page.evaluate(() => {
    const widget = document.createElement('cashier-widget');
    widget.id = 'widget-rg';
    widget.setAttribute('responsible-gambling-url', 'https://help.example/safer-gambling');
    document.body.prepend(widget);
  });
  const widget = page.locator('#widget-rg');
  const blocked = widget.getByRole('status').filter({ hasText: 'taking a break from deposits' });
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText(/Your cool-off lasts until .+\d/);
  const help = blocked.getByRole('link', { name: 'Responsible gambling help' });
  await expect(help).toHaveAttribute('href', 'https://help.example/safer-gambling');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  // No deposit method is offered while deposits are blocked.
  await expect(widget.getByRole('radio', { name: /Credit or debit card/ })).toHaveCount(0);

  await widget.getByRole('radio', { name: 'Deposit' }).focus();
  await tabTo(page, /^Contact support$/);
  await tabTo(page, /^Responsible gambling help$/);
  // The action switch is a radio group: arrows move to Cash out.
  await tabTo(page, /^Deposit$/, 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  expect(await focusedName(page)).toBe('Cash out');
  await expect(
    widget.getByRole('radio', { name: /Credit or debit card|Bank transfer/ }).first(),
  ).toBeVisible();
  await expect(blocked).toHaveCount(0);
});

test('a self-exclusion without an end says so and offers support', async ({ page }) => {
  await openAs(page, 'selfExcluded');
  const blocked = page.getByRole('status').filter({ hasText: 'self-excluded' });
  await expect(blocked).toContainText('Your self-exclusion has no end date');
  await expect(blocked.getByRole('button', { name: 'Contact support' })).toBeVisible();
  await page.getByRole('radio', { name: 'Cash out' }).check();
  await expect(blocked).toHaveCount(0);
});

for (const language of LANGUAGES) {
  test(`every responsible-gambling state passes axe and is shot at 320 px in ${language.code}`, async ({
    page,
  }, testInfo) => {
    for (const player of ['limited', 'limitUsedUp', 'coolingOff', 'selfExcluded'] as const) {
      await page.context().clearCookies();
      await openAs(page, player, language.code);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(
        page.locator(
          '[aria-labelledby="deposit-limits-title"], [aria-labelledby="deposits-blocked-title"], [aria-labelledby="deposit-limit-used-up-title"]',
        ),
      ).toBeVisible();
      // Earlier tests may have used up the day of `limited`: then it shows the used-up block.
      if (player === 'limited' && (await dailyRemaining(page, player)) >= 10) {
        await page.getByRole('radio', { name: language.card }).check();
        await expect(page.getByRole('button', { name: /250/ })).toBeDisabled();
      }
      await shoot(page, testInfo, `${player}-${language.code}-320`);
      await expectNoAxeViolations(page, `${player} in ${language.code}`);
      // Nothing spills sideways at 320 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow for ${player} in ${language.code}`).toBeLessThanOrEqual(
        0,
      );
    }
  });
}
