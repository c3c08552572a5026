import { expect, test } from './fixtures';

test('settings that never come: the page says so, and "Try again" opens the cashier', async ({
  page,
}) => {
  // The settings file hangs, as a stalled server's does, until the player tries again.
  let stalled = true;
  await page.route('**/runtime-config.json', async (route) => {
    if (!stalled) await route.fallback();
  });
  await page.goto('/');
  // The app gives up after 10 s (RUNTIME_CONFIG_TIMEOUT_MS, src/app/boot/loadRuntimeConfig.ts).
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('The cashier is taking too long to open', {
    timeout: 30_000,
  });
  await expect(failure).toContainText('/runtime-config.json did not answer within 10 s.');
  stalled = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(failure).toHaveCount(0);
});
