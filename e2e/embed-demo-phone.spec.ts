import { expect, test } from './fixtures';
import { horizontalOverflow } from './mobile';

/** The demo page (public/embed-demo/): two <cashier-widget>s on an aggressively styled host page. */
const DEMO_PATH = '/embed-demo/';

test.use({ viewport: { width: 320, height: 640 } });

test('the embedding demo page does not scroll sideways on a 320 px phone, with a form open, in English and Arabic', async ({
  page,
}) => {
  await page.goto(DEMO_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Star Casino' })).toBeVisible();
  for (const id of ['#widget-light', '#widget-dark']) {
    await expect(
      page.locator(id).getByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const light = page.locator('#widget-light');
  await light.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(light.locator('input[name="card_number"]')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The host's language select sets the widget's `language` attribute.
  await page.locator('select[data-attribute="language"]').selectOption('ar');
  await expect(light.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
