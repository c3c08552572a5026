import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIRST_REQUESTS = [
  '/api/cashier/v1/config',
  '/api/cashier/v1/methods?action=deposit&currency=EUR',
  '/api/cashier/v1/conversion-methods?action=deposit&currency=EUR',
];

/** Every cashier API request the page makes, as path and query, with the order it was made in. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/cashier/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test("the cashier's first API requests leave before the app's code has run, once each", async ({
  page,
}) => {
  const seen = recordApiRequests(page);
  let settingsLoads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/runtime-config.json') settingsLoads += 1;
  });
  // fetch() calls made by the inline boot script, also from its promise callbacks: their stack
  // names the page itself, not a script file under /assets/.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { inlineFetches: calls });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const stack = new Error().stack ?? '';
      if (!stack.includes('/assets/')) {
        const url = new URL(input instanceof Request ? input.url : String(input));
        calls.push(`${url.pathname}${url.search}`);
      }
      return original(input, init);
    };
  });
  await page.goto('/');
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { inlineFetches: string[] }).inlineFetches),
  ).toEqual(['/runtime-config.json', ...FIRST_REQUESTS]);
  for (const path of FIRST_REQUESTS) expect(seen.filter((line) => line === path)).toHaveLength(1);
  // The app took the settings file over from the boot script too: asked once.
  expect(settingsLoads).toBe(1);

  // Later requests are the app's own: another currency's methods are asked for when chosen.
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect.poll(() => seen).toContain('/api/cashier/v1/methods?action=deposit&currency=USD');
});

test('a page other than the cashier prefetches nothing', async ({ page }) => {
  const seen = recordApiRequests(page);
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Payment terms', level: 1 })).toBeVisible();
  expect(seen.filter((line) => FIRST_REQUESTS.includes(line))).toEqual([]);
});

test('settings the app rejects: the page asks the back end for nothing, early or late', async ({
  page,
}) => {
  const seen = recordApiRequests(page);
  // A known setting with a wrong value: the app stops and names it, so nothing may be asked.
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '/', credentials: 'string' } }),
  );
  await page.goto('/');
  const failure = page.getByRole('alert');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('credentials: must be "cookies" or "bearer"');
  expect(seen).toEqual([]);
});
