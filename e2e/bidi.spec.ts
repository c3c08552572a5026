import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Arabic (right to left) at 320 px: every amount the player sees is isolated left to right
 * (common/ui/Isolated.tsx, the locale files' `{{amount, ltr}}`), so its currency sign stays where
 * Intl put it ("50.00 €", not "€ 50.00" or "$US"), and Latin method names sit on the start side.
 */

test.use({ viewport: { width: 320, height: 720 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cashier.language', 'ar');
  });
});

/** One amount the page shows: its text, whether it is isolated, and where its € sits. */
interface ShownAmount {
  text: string;
  isolated: boolean;
  /** The € sign's box starts right of the last digit's box ends (null: no € in it). */
  euroRightOfDigits: boolean | null;
}

/** Every amount shown inside `area`, read from the rendered DOM and its glyph boxes. */
async function shownAmounts(area: Locator): Promise<ShownAmount[]> {
  return area.evaluate((root) => {
    const money =
      /[\d\u0660-\u0669](?:[\d\u0660-\u0669.,\u066B\u066C\u00A0 ]*[\d\u0660-\u0669])?[\u00A0 ]?(?:\p{Sc}|[A-Z]{1,3}\p{Sc}|[A-Z]{3,4}(?![A-Za-z]))/gu;
    const rtlLetter = /[\p{Script=Arabic}\u200F]/u;
    const boxOf = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect();
    };
    const found: ShownAmount[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!(node.parentElement?.checkVisibility() ?? false)) continue;
      for (const match of text.matchAll(money)) {
        const before = text.slice(0, match.index);
        const openIsolates = (before.match(/[\u2066-\u2068]/gu) ?? []).length;
        const closedIsolates = (before.match(/\u2069/gu) ?? []).length;
        const element = node.parentElement?.closest('bdi, [dir]');
        const isolated =
          openIsolates > closedIsolates ||
          (element !== null &&
            element !== undefined &&
            root.contains(element) &&
            (element.getAttribute('dir') === 'ltr' || !rtlLetter.test(element.textContent)));
        const euro = text.indexOf('€', match.index);
        const lastDigit = match.index + match[0].search(/\d(?!.*\d)/u);
        found.push({
          text: match[0],
          isolated,
          euroRightOfDigits:
            euro === -1 || euro > match.index + match[0].length
              ? null
              : boxOf(node as Text, euro).left >= boxOf(node as Text, lastDigit).right - 0.5,
        });
      }
    }
    return found;
  });
}

test('the method list and a card deposit’s result show amounts in isolation, in Arabic at 320 px', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const list = page.getByRole('group', { name: 'طريقة الدفع' });
  await expect(list.getByRole('radio', { name: /بطاقة ائتمان أو خصم/ })).toBeVisible();

  const listed = await shownAmounts(list);
  expect(listed.length).toBeGreaterThanOrEqual(4);
  expect(listed.filter((amount) => !amount.isolated)).toEqual([]);
  // "10.00 €": the sign right of its digits, as in every other amount on the page.
  expect(listed.filter((amount) => amount.euroRightOfDigits === false)).toEqual([]);
  expect(listed.some((amount) => amount.euroRightOfDigits === true)).toBe(true);

  // A Latin method name sits on the start side (right) of its row, as the Arabic names do.
  const skrill = list.locator('label', { hasText: 'Skrill' });
  const alignment = await skrill.evaluate((row) => {
    const name = row.querySelector('bdi');
    const column = name?.parentElement?.parentElement;
    if (!name || !column) return null;
    return {
      name: name.textContent,
      nameRight: Math.round(name.getBoundingClientRect().right),
      columnRight: Math.round(column.getBoundingClientRect().right),
    };
  });
  expect(alignment?.name).toMatch(/Skrill/);
  expect(alignment?.nameRight).toBe(alignment?.columnRight);

  await list.locator('input[value="card"]').check();
  const form = page.locator('form');
  await form.locator('input[name="amount"]').fill('50');
  await form.locator('input[name="card_number"]').fill('4111111111111111');
  await form.locator('input[name="card_holder"]').fill('Ada Lovelace');
  await form.locator('input[name="card_expiry"]').fill('12/34');
  await form.locator('input[name="cvv"]').fill('123');
  const button = form.locator('button[type="submit"]');
  await expect(button).toContainText('51.25'); // 50.00 and the card's 2.5 % fee
  const onForm = await shownAmounts(form);
  expect(onForm.filter((amount) => !amount.isolated)).toEqual([]);
  expect(onForm.filter((amount) => amount.euroRightOfDigits === false)).toEqual([]);
  await button.click();

  const receipt = page.getByRole('region', { name: 'الإيصال' });
  await expect(receipt).toBeVisible();
  await receipt.scrollIntoViewIfNeeded();
  const result = await shownAmounts(page.getByRole('main'));
  expect(result.length).toBeGreaterThanOrEqual(2);
  expect(result.filter((amount) => !amount.isolated)).toEqual([]);
  expect(result.filter((amount) => amount.euroRightOfDigits === false)).toEqual([]);
  expect(result.some((amount) => amount.euroRightOfDigits === true)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('bidi-arabic-result.png'), fullPage: true });
});
