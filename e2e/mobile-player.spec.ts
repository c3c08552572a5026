import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PHONE_LANGUAGES,
  PHONE_TEXT,
  expectInViewport,
  firstFormInput,
  horizontalOverflow,
  methodRow,
  switchLanguage,
} from './mobile';

/*
 * The player's paths on a 320 px phone, in English and in Arabic: a card deposit by tap and by
 * keyboard, its result, a cash-out, and the history. At each step the page does not scroll
 * sideways and what the player works on is in view. Fields are found by their names, the same in
 * every language (mocks/catalog.json).
 */
test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

const method = (page: Page, id: string) =>
  page.locator(`input[name="payment-method"][value="${id}"]`);
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
const submitButton = (page: Page) => page.locator('form button[type="submit"]');

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await horizontalOverflow(page), `sideways scroll ${where}`).toBe(0);
}

/** Taps `input` (bringing it into view as a finger would reach it) and types `text`. */
async function tapAndType(page: Page, input: Locator, text: string) {
  await input.scrollIntoViewIfNeeded();
  await input.tap();
  await expect(input).toBeFocused();
  await page.keyboard.type(text);
}

/** Presses Tab until the focused element matches `selector`. */
async function tabUntil(page: Page, selector: string, maxSteps = 80) {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) {
      return;
    }
  }
  throw new Error(`Could not reach ${selector} with Tab`);
}

/** The result of a payment that went through: its status in view, with focus, and its receipt. */
async function expectResult(page: Page, language: (typeof PHONE_LANGUAGES)[number]) {
  await expect(page.getByRole('region', { name: PHONE_TEXT[language].receipt })).toBeVisible();
  const status = page.getByRole('status').filter({ has: page.getByRole('button') });
  await expectInViewport(page, status, 'the payment result');
}

for (const language of PHONE_LANGUAGES) {
  test.describe(`a player on a 320 px phone in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await switchLanguage(page, language);
      await expect(method(page, 'card')).toBeVisible();
      await expectNoSidewaysScroll(page, 'on the method list');
    });

    test('deposits with a card by tap, sees the result and opens the history', async ({ page }) => {
      await methodRow(method(page, 'card')).tap();
      await expect(method(page, 'card')).toBeChecked();
      await expectInViewport(page, firstFormInput(page), "the card form's first input");
      await expectNoSidewaysScroll(page, 'with the card form open');

      await tapAndType(page, field(page, 'amount'), '50');
      await tapAndType(page, field(page, 'card_number'), '4111111111111111');
      await tapAndType(page, field(page, 'card_holder'), 'Ada Lovelace');
      await tapAndType(page, field(page, 'card_expiry'), '1234');
      await tapAndType(page, field(page, 'cvv'), '123');
      await expectNoSidewaysScroll(page, 'with the card form filled');
      await submitButton(page).scrollIntoViewIfNeeded();
      await submitButton(page).tap();

      await expectResult(page, language);
      await expectNoSidewaysScroll(page, 'on the result');

      const history = page.getByRole('button', { name: PHONE_TEXT[language].historyLink });
      await history.scrollIntoViewIfNeeded();
      await history.tap();
      await expect(
        page.getByRole('heading', { level: 1, name: PHONE_TEXT[language].history }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, 'on the history');
    });

    test('deposits with a card by keyboard: focus stays on the method, Tab reaches its form in view', async ({
      page,
    }) => {
      await tabUntil(page, 'input[name="payment-method"]');
      await expect(method(page, 'card')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(method(page, 'card')).toBeChecked();
      // A key chose it: focus stays in the list, where the arrow keys go on.
      await expect(method(page, 'card')).toBeFocused();

      await expect(field(page, 'amount')).toBeVisible();
      // The next Tab stop is in the form (its saved cards' choice), which comes into view.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('form') != null)).toBe(true);
      await expectInViewport(page, page.locator(':focus'), 'the focused control of the card form');

      for (const [name, text] of [
        ['amount', '50'],
        ['card_number', '4111111111111111'],
        ['card_holder', 'Ada Lovelace'],
        ['card_expiry', '1234'],
        ['cvv', '123'],
      ] as const) {
        await tabUntil(page, `form [name="${name}"]`);
        await expectInViewport(page, field(page, name), `the focused ${name} field`);
        await page.keyboard.type(text);
      }
      await expectNoSidewaysScroll(page, 'with the card form filled');
      await page.keyboard.press('Enter');

      await expectResult(page, language);
      await expectNoSidewaysScroll(page, 'on the result');
    });

    test('cashes out to a bank account by tap and sees the result', async ({ page }) => {
      const cashout = page.locator('input[name="payment-action"][value="cashout"]');
      await cashout.locator('xpath=ancestor::label[1]').tap();
      await expect(cashout).toBeChecked();
      const bank = method(page, 'bank_transfer');
      await bank.scrollIntoViewIfNeeded();
      await methodRow(bank).tap();
      await expect(bank).toBeChecked();
      await expectInViewport(page, firstFormInput(page), "the bank transfer form's first input");
      await expectNoSidewaysScroll(page, 'with the cash-out form open');

      await tapAndType(page, field(page, 'amount'), '100');
      await tapAndType(page, field(page, 'account_holder'), 'Ada Lovelace');
      await tapAndType(page, field(page, 'iban'), 'DE89370400440532013000');
      await submitButton(page).scrollIntoViewIfNeeded();
      await submitButton(page).tap();

      await expectResult(page, language);
      await expectNoSidewaysScroll(page, 'on the cash-out result');
    });
  });
}
