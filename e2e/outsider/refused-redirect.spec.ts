import { expect, test } from '../fixtures';

// e2e/catalogs/outsider.json answers the voucher amount 101.01 with a `javascript:` redirect URL.
test('a refused redirect stays refused: the screen and the history say so, even once the provider tries to settle it', async ({
  page,
}, testInfo) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Refused a')) {
      refusals.push(message.text());
    }
  });
  await page.goto('/');
  await page.locator('input[name="payment-method"][value="presentkort"]').check();
  await page.getByLabel(/^Belopp/).fill('101.01');
  await page.getByLabel(/^Kod/).fill('ABC-123');
  const submitted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/cashier/v1/payments'),
  );
  const cancelled = page.waitForResponse((response) => response.url().endsWith('/cancel'));
  await page.getByRole('button', { name: /^Deposit/ }).click();
  const { paymentId } = (await (await submitted).json()) as { paymentId: string };
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByText('We stopped an unsafe redirect')).toBeVisible();
  await expect(page.getByText(/Your payment was not completed/)).toBeVisible();

  // What the mock's settle timer would do 5 s later, now (the provider's settle hook): too late.
  const settle = await page.request.post(
    `/mock-provider/complete?payment=${encodeURIComponent(paymentId)}&status=success`,
  );
  expect(settle.status()).toBe(404);
  await expect(page.getByText('We stopped an unsafe redirect')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true });

  await page.getByRole('link', { name: 'Transaction history' }).click();
  // Newest first: this test's payment.
  const row = page
    .getByRole('listitem')
    .filter({ hasText: /101\.01/ })
    .first();
  await expect(row).toContainText('Cancelled');
  await expect(row).not.toContainText('Successful');
  expect(refusals).toHaveLength(1);
});
