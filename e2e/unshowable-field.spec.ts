import { expect, test } from './fixtures';

/**
 * A method that needs a field the cashier cannot show cannot be paid here, and says why
 * (docs/http-api.md): the mock catalog's `open_banking` deposit method (USD) asks for a
 * required `bank_consent` field and an optional `qr_scanner` one, types no cashier knows.
 */

test('a method with a required field the cashier cannot show offers no submit, says why, and leads on', async ({
  page,
}) => {
  let submits = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/cashier/v1/payments')) {
      submits += 1;
    }
  });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  const method = page.getByRole('radio', { name: /^Open banking/ });
  await method.check();

  const notice = page.getByRole('alert').filter({ hasText: "You can't pay with this method here" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "It needs “Bank consent”, which this cashier can't show, so the payment can't be sent.",
  );
  await notice.scrollIntoViewIfNeeded();
  await expect(notice).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveCount(0);
  // The optional one says the player may go on without it.
  await expect(
    page.getByText('This field is optional: you can go ahead without it.'),
  ).toBeVisible();

  // Enter in the amount sends nothing either.
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('50');
  await amount.press('Enter');
  await expect(notice).toBeVisible();
  expect(submits).toBe(0);

  await expect(notice.getByRole('button', { name: 'Contact support' })).toBeVisible();
  await notice.getByRole('button', { name: 'Choose another method' }).click();
  await expect(method).not.toBeChecked();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
});
