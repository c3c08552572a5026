import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Runtime settings and expired sessions (docs/configuration.md, docs/embedding.md), against `npm
 * start`: the mock back end refuses bearer tokens that start
 * with `expired` (mocks/backend/session.ts).
 */

declare global {
  interface Window {
    sessionLog?: string[];
  }
}

/** Adds a bearer-mode widget to the demo host page whose `getToken` hands out `tokens` in turn. */
async function addBearerWidget(page: Page, tokens: string[]): Promise<void> {
  await page.goto('/embed-demo/');
  await page.evaluate((handedOut) => {
    const log: string[] = [];
    window.sessionLog = log;
    const widget = document.createElement('cashier-widget');
    widget.id = 'widget-bearer';
    widget.setAttribute('api-base-url', location.origin);
    widget.setAttribute('api-credentials', 'bearer');
    widget.getToken = (reason) => {
      log.push(`getToken ${reason}`);
      return Promise.resolve(handedOut.shift() ?? null);
    };
    for (const name of ['spi-session-expired', 'spi-session-ended']) {
      widget.addEventListener(name, () => log.push(name));
    }
    document.body.prepend(widget);
  }, tokens);
}

test('an expired token is renewed through the host and the cashier carries on', async ({
  page,
}) => {
  // The bearer widget's config requests (the demo page's two widgets use cookies: no header).
  const authorizations: string[] = [];
  page.on('request', (request) => {
    const { authorization } = request.headers();
    if (new URL(request.url()).pathname === '/api/cashier/v1/config' && authorization) {
      authorizations.push(authorization);
    }
  });
  // The bearer widget's live sockets: the server closes the expired one with 4401.
  const socketTokens: (string | null)[] = [];
  page.on('websocket', (socket) => {
    const token = new URL(socket.url()).searchParams.get('access_token');
    if (token !== null) socketTokens.push(token);
  });
  // The first config answer waits until the socket has been opened with the first token, so the
  // socket is refused too, whatever the machine's speed (else the renewal may come first, and the
  // socket never sees the expired token).
  let firstConfig = true;
  await page.route('**/api/cashier/v1/config*', async (route) => {
    if (firstConfig && route.request().headers().authorization === 'Bearer expired-1') {
      firstConfig = false;
      await expect.poll(() => socketTokens.length).toBeGreaterThan(0);
    }
    await route.continue();
  });
  await addBearerWidget(page, ['expired-1', 'fresh-2']);
  const widget = page.locator('#widget-bearer');
  await expect(widget.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  await expect.poll(() => socketTokens).toEqual(['expired-1', 'fresh-2']);
  // The requests and the socket shared one renewal, whichever was refused first.
  expect(await page.evaluate(() => window.sessionLog)).toEqual([
    'getToken start',
    // The host hears of it first, then is asked for the new token.
    'spi-session-expired',
    'getToken expired',
  ]);
  expect(authorizations).toEqual(['Bearer expired-1', 'Bearer fresh-2']);
  await expect(widget.getByText('Your session has ended')).toHaveCount(0);
});

test('when the host has no new session the player is asked to sign in again', async ({ page }) => {
  await addBearerWidget(page, ['expired-1', 'expired-2']);
  const widget = page.locator('#widget-bearer');
  await expect(
    widget.getByText('Your session has ended. Sign in again, then try again.').first(),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionLog)).toContain('spi-session-ended');
});

test('the standalone app reads its runtime settings and names a wrong one instead of starting', async ({
  page,
}) => {
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ json: { apiBaseURL: 'https://pay.example' } }),
  );
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cashier/')) apiRequests.push(request.url());
  });
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: "The cashier can't open right now" }),
  ).toBeVisible();
  await alert.getByText('Details for the site operator').click();
  await expect(alert.getByText('unknown setting: apiBaseURL')).toBeVisible();
  // Not even the boot prefetch asked the default back end: the settings file came first.
  expect(apiRequests).toEqual([]);

  await page.unroute('**/runtime-config.json');
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: `${new URL(page.url()).origin}/`, credentials: 'cookies' },
    }),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
});
