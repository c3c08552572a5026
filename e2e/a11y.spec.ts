import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** A left-to-right and a right-to-left language, with the texts the checks wait for. */
const LANGUAGES = [
  { code: 'en', dir: 'ltr', card: /Credit or debit card/, remove: 'Remove Mastercard •••• 5454' },
  { code: 'ar', dir: 'rtl', card: /بطاقة ائتمان أو خصم/, remove: /Mastercard •••• 5454/ },
] as const;

type Language = (typeof LANGUAGES)[number];

const ROUTES = ['/', '/transaction-history', '/terms-and-conditions', '/support'] as const;

/** Opens the app in a language chosen before load (as a returning player's saved choice). */
async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('cashier.language', code);
  }, language.code);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function chooseCard(page: Page, language: Language): Promise<Locator> {
  await page.getByRole('radio', { name: language.card }).check();
  const form = page.locator('form');
  await expect(form.getByRole('textbox').first()).toBeVisible();
  return form;
}

for (const language of LANGUAGES) {
  test.describe(`accessibility in ${language.code} (${language.dir})`, () => {
    for (const route of ROUTES) {
      test(`no axe violation on ${route}`, async ({ page }) => {
        await openIn(page, language, route);
        await expectNoAxeViolations(page, route);
      });
    }

    test('no axe violation on the card form in the dark colour scheme', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await openIn(page, language, '/');
      await chooseCard(page, language);
      await expectNoAxeViolations(page, 'the card form (dark)');
    });

    test('no axe violation on the card form, empty and with its errors shown', async ({ page }) => {
      await openIn(page, language, '/');
      const form = await chooseCard(page, language);
      await expectNoAxeViolations(page, 'the card form');
      await form.getByRole('button', { name: /.+/ }).last().click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the card form with errors');
    });

    test('no axe violation in the saved-card removal dialog', async ({ page }) => {
      await openIn(page, language, '/');
      await chooseCard(page, language);
      await page.getByRole('button', { name: language.remove }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'the removal dialog');
    });

    test('no axe violation in the 3-D Secure provider dialog', async ({ page }) => {
      await openIn(page, language, '/');
      const form = await chooseCard(page, language);
      const fields = form.getByRole('textbox');
      await fields.nth(0).fill('23.03'); // the amount that answers iframe_opened
      await fields.nth(1).fill('4111111111111111');
      await fields.nth(2).fill('Ada Lovelace');
      await fields.nth(3).fill('12/34');
      await fields.nth(4).fill('123');
      await form.getByRole('button', { name: /.+/ }).last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(page.frameLocator('dialog iframe').getByRole('button').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the provider dialog');
    });

    test('no axe violation in the fast-deposit modal', async ({ page }) => {
      await openIn(page, language, '/fast-deposit');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, 'the fast-deposit modal');
    });
  });
}
