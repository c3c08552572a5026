import { expect, test } from '../fixtures';
import { recordCurrencies, recordProblems } from './outsider';

test.describe('a catalog without EUR', () => {
  test("the standalone cashier loads in the player's default currency with no refused request and no console error", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const currencies = recordCurrencies(page);
    await page.goto('/');
    await expect(page.locator('input[name="payment-method"]').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('SEK');
    expect(new Set(currencies)).toEqual(new Set(['SEK']));
    expect(problems).toEqual([]);
  });

  test('the embedded cashiers, asked for EUR by the host page, load in SEK with no refused request and no console error', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const currencies = recordCurrencies(page);
    await page.goto('/embed-demo/');
    const widgets = page.locator('cashier-widget');
    await expect(widgets).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(
        widgets.nth(index).locator('input[name="payment-method"]').first(),
      ).toBeVisible();
    }
    expect(new Set(currencies)).toEqual(new Set(['SEK']));
    expect(problems).toEqual([]);
  });
});
