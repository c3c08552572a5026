import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { focusedName, tabTo } from './keyboard';

/*
 * The cashier by keyboard alone: Tab, Shift+Tab, arrows, Space, Enter and Escape; text is typed key
 * by key (no clicks, no fill). The plain card deposit by keyboard is in card-deposit.spec.ts; here:
 * a cash-out, a saved-card removal, a 3-D Secure deposit, focus in and out of dialogs, and what
 * live regions announce.
 */

/** Presses an arrow key in a radio group until the radio named `name` is checked. */
async function arrowTo(page: Page, name: RegExp, maxSteps = 12) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Could not reach ${String(name)} with the arrow keys`);
}

/** Whether focus is inside `container` (an iframe inside it counts). */
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(element.ownerDocument.activeElement));

/** Live regions (aria-live, status, alert) whose text contains `text`: what is announced. */
const announcement = (page: Page, text: string | RegExp) =>
  page
    .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')
    .filter({ hasText: text });

/**
 * From the focused amount field, a Mastercard. The holder chooses the mock bank's answer: "3DS"
 * asks for 3-D Secure, "DECLINE" declines.
 */
async function typeCard(page: Page, holder = '3DS') {
  await page.keyboard.type('40');
  await tabTo(page, /^Card number/);
  await page.keyboard.type('5555555555554444');
  await tabTo(page, /^Name on card/);
  await page.keyboard.type(holder);
  await tabTo(page, /^Expiry date/);
  await page.keyboard.type('1234');
  await tabTo(page, /^Security code/);
  await page.keyboard.type('123');
}

test('a player cashes out to a bank account with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();

  // The action switch is a radio group: arrow keys choose.
  await tabTo(page, /^Deposit$/);
  await arrowTo(page, /^Cash out$/);
  await expect(page.getByRole('radio', { name: 'Cash out' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Cash out', level: 1 })).toBeVisible();

  await tabTo(page, /Skrill|Bank transfer|card/i);
  await arrowTo(page, /Bank transfer/);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await expect(page.getByLabel('IBAN')).toBeVisible();

  await tabTo(page, /^Amount/);
  await page.keyboard.type('100');
  await tabTo(page, /^Account holder/);
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, /^IBAN/);
  await page.keyboard.type('DE89370400440532013001'); // one digit wrong
  await page.keyboard.press('Enter');
  const iban = page.getByLabel('IBAN');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(announcement(page, /IBAN/)).not.toHaveCount(0);

  // Fix the last digit and send with Enter.
  await expect(iban).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await page.keyboard.press('Enter');
  await expect(announcement(page, /Your withdrawal of 100.00 EUR was requested/)).toBeVisible();
});

test('a player removes a saved card with the keyboard alone; focus goes into the dialog and back', async ({
  page,
}) => {
  // The mock back end keeps a deletion for the server's life, and saved-card.spec.ts removes this
  // card for real: here the DELETE is answered in the browser, as the back end would (204).
  const deletes: string[] = [];
  await page.route('**/api/cashier/v1/saved-profiles/*', async (route) => {
    if (route.request().method() !== 'DELETE') {
      await route.fallback();
      return;
    }
    deletes.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');
  await tabTo(page, /Credit or debit card/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();

  const remove = page.getByRole('button', { name: 'Remove Mastercard •••• 5454' });
  await tabTo(page, /^Remove Mastercard •••• 5454$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove saved payment details?' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  // Again, and confirm. Tab stays inside the modal dialog.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await tabTo(page, /^Remove$/);
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(announcement(page, 'Mastercard •••• 5454 was removed.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mastercard •••• 5454' })).toHaveCount(0);
  expect(deletes).toEqual(['/api/cashier/v1/saved-profiles/card-mastercard-5454']);
  // The opener went with the card: focus moves to the chosen option of the saved cards.
  await expect(page.getByRole('radio', { name: 'A new card or account' })).toBeFocused();
});

test('a 3-D Secure deposit with the keyboard alone: brand and errors announced, focus in and out of the provider dialog', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, /Credit or debit card/);
  await page.keyboard.press('Space');

  // Send the empty form: every error is announced next to its field.
  await tabTo(page, /^Amount/);
  await page.keyboard.press('Enter');
  await expect(announcement(page, 'This field is required.').first()).toBeVisible();
  expect(await announcement(page, 'This field is required.').count()).toBeGreaterThanOrEqual(4);

  await typeCard(page);
  await expect(announcement(page, 'Mastercard card detected')).toBeAttached();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Payment provider' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  // Closing by hand (Escape) reads as not completed. The form that opened the dialog gave way
  // to the result, so focus goes to the result, which is announced.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const outcome = announcement(page, 'Not completed; nothing was charged');
  await expect(outcome).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('Not completed; nothing was charged');

  // Make another payment, and approve inside the provider's page by keyboard.
  await tabTo(page, /^Make another payment$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Amount/, 'Tab', 60);
  await typeCard(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  const bank = page.frameLocator('iframe[title="Payment provider"]');
  const approve = bank.getByRole('button', { name: 'Approve payment' });
  await expect(approve).toBeVisible();
  for (let step = 0; step < 10; step += 1) {
    if (await approve.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(announcement(page, 'Payment complete')).toBeVisible();
});

test('a declined card deposit is announced as an alert', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, /Credit or debit card/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Amount/);
  await typeCard(page, 'DECLINE');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('aria-live', 'assertive');
  await expect(alert).toContainText(/declined|could not|couldn't/i);
});
