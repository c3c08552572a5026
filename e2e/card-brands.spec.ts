import { expect, test } from './fixtures';

/**
 * A card method takes only the brands it names (docs/http-api.md): the mock
 * catalog's card method takes Visa and Mastercard. The security code says where it is on the card.
 */

test('the card method says the brands it takes, refuses American Express as it is typed, and the security code follows the brand', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('radio', { name: /Credit or debit card/ });
  await expect(card).toBeVisible();
  await expect(page.getByText('Accepts Visa and Mastercard', { exact: true })).toBeVisible();
  await card.check();

  const number = page.getByLabel('Card number');
  const code = page.getByLabel('Security code', { exact: true });
  await expect(code).toBeVisible();
  await expect(page.getByText('The 3 digits on the back of your card')).toBeVisible();

  // Typed, not pasted: the refusal shows while the player is still in the field.
  await number.pressSequentially('378282246310005');
  const refusal = page.getByText(
    "This method doesn't accept American Express. Use another card or choose another method.",
  );
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeInViewport();
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The 4 digits on the front of your card')).toBeVisible();
  await expect(code).toHaveAttribute('maxlength', '4');

  // Nothing is sent with a refused brand.
  let submits = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/cashier/v1/payments')) {
      submits += 1;
    }
  });
  await page.getByLabel(/^Amount/).fill('50');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiry date').fill('12/34');
  await code.fill('1234');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(refusal).toBeVisible();
  expect(submits).toBe(0);

  // A Visa instead: accepted, and its code is the 3 digits on the back.
  await number.fill('');
  await number.pressSequentially('4111111111111111');
  await expect(refusal).toHaveCount(0);
  await expect(page.getByText('The 3 digits on the back of your card')).toBeVisible();
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');

  // No card-scheme jargon anywhere the player reads.
  await expect(page.locator('main')).not.toContainText(/\b(CVV2?|CVC2?|CID)\b/);
});
