import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

test('a player deposits with a card using the keyboard alone', async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();

  // Deposit is already chosen; Tab into the methods and pick the card method with the keyboard.
  await tabTo(page, /Credit or debit card/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();

  await tabTo(page, /^Amount/);
  await page.keyboard.type('50');
  await tabTo(page, /^Card number/);
  await page.keyboard.type('4111111111111111');
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Visa card detected')).toBeAttached();
  await tabTo(page, /^Name on card/);
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, /^Expiry date/);
  await page.keyboard.type('1234');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');
  await tabTo(page, /^Security code/);
  await page.keyboard.type('123');

  await page.screenshot({ path: testInfo.outputPath('card-deposit-filled.png'), fullPage: true });
  await page.screenshot({ path: 'e2e-output/card-deposit-filled.png', fullPage: true });

  // Enter twice: the second press must not send a second payment.
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/cashier/v1/payments')) {
      submits.push(request.url());
    }
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /confirmed|received|successful/i }),
  ).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('the card form explains each mistake next to its field', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByLabel('Card number').fill('4111111111111112');
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText("This card number isn't valid. Check the digits.")).toBeVisible();
  await expect(page.getByText(/The minimum is/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
});

test('editing the middle of the card number keeps the caret where the player types', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const number = page.getByLabel('Card number');
  await number.click();
  await page.keyboard.type('4111111111111111');
  // Put the caret after "4111 11" and delete one digit, then type it again.
  await number.evaluate((input: HTMLInputElement) => {
    input.setSelectionRange(7, 7);
  });
  await page.keyboard.press('Backspace');
  await expect(number).toHaveValue('4111 1111 1111 111');
  expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(6);
  await page.keyboard.type('1');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);
  // A paste with dashes is cleaned and grouped.
  await number.fill('');
  await number.evaluate((input: HTMLInputElement) => {
    input.focus();
  });
  await page.keyboard.insertText('3782-822463-10005');
  await expect(number).toHaveValue('3782 822463 10005');
});

test('a pasted card number with one digit too many is kept and refused, and nothing is sent', async ({
  page,
}) => {
  let submits = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/cashier/v1/payments')) {
      submits += 1;
    }
  });
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByLabel(/^Amount/).fill('50');
  const number = page.getByLabel('Card number');
  await number.focus();
  // One input event with the whole text, as a paste gives.
  await page.keyboard.insertText('5555 5555 5555 44441');
  await expect(number).toHaveValue('5555 5555 5555 44441');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText('This card number has too many digits.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(submits).toBe(0);
});
