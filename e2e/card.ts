import type { Page } from '@playwright/test';

/**
 * Types a card payment into the open card form of `page` (or of one widget's locator): a published
 * Visa test number, valid expiry and CVV.
 */
export async function fillCard(
  page: Pick<Page, 'getByLabel'>,
  { amount, holder }: { amount: string; holder: string },
): Promise<void> {
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Name on card').fill(holder);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
}
