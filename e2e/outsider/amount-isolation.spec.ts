import type { Page } from '@playwright/test';
import { amountIsolation } from '@testing/isolation';
import { expect, test } from '../fixtures';
import { useLanguage } from './outsider';

/**
 * In Arabic, every amount the page draws is isolated (testing/isolation.ts, walked in the real
 * browser): the methods list, each method's form with an amount below its minimum, a voucher's
 * receipt (a fee of 1.5 % + 3.00) and the history, in CAD and JPY, whose signs ("CA$", "JP¥")
 * are Latin letters and a sign inside an Arabic sentence.
 */
async function walk(page: Page, where: string, seen: string[], unisolated: string[]) {
  const found = await page.locator('body').evaluate(amountIsolation);
  seen.push(...found.amounts);
  unisolated.push(...found.unisolated.map((amount) => `${where}: ${amount}`));
}

for (const currency of ['CAD', 'JPY']) {
  test(`every amount drawn in Arabic in ${currency} is isolated`, async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/');
    const methods = page.locator('input[name="payment-method"]');
    await expect(methods.first()).toBeVisible();
    await page.getByRole('combobox', { name: 'العملة' }).selectOption(currency);
    await expect(page.getByRole('combobox', { name: 'العملة' })).toHaveValue(currency);
    const seen: string[] = [];
    const unisolated: string[] = [];
    await expect(methods.first()).toBeVisible();
    await walk(page, 'methods', seen, unisolated);
    const ids = await methods.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    for (const id of ids) {
      await page.locator(`input[name="payment-method"][value="${id}"]`).check();
      const amount = page.locator('input[inputmode="decimal"]').first();
      await expect(amount).toBeVisible();
      await amount.fill('1');
      await amount.blur();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await walk(page, id, seen, unisolated);
    }
    await page.locator('input[name="payment-method"][value="presentkort"]').check();
    await page.locator('input[inputmode="decimal"]').first().fill('2000');
    await page.getByLabel(/^Kod/).fill('ABC-123');
    await page.getByRole('button', { name: /^إيداع/ }).click();
    await expect(page.getByRole('region', { name: 'الإيصال' })).toBeVisible();
    await walk(page, 'receipt', seen, unisolated);
    await page.goto('/transaction-history');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Presentkort' }).first(),
    ).toBeVisible();
    await walk(page, 'history', seen, unisolated);

    expect(unisolated).toEqual([]);
    // The walk saw the amounts it checked: limits, fees and totals of every method, and more.
    expect(seen.length).toBeGreaterThan(ids.length * 2);
  });
}
