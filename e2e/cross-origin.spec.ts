import { fillCard } from './card';
// The shared test fails on any Content-Security-Policy violation of the host page.
import { expect, test } from './fixtures';

/**
 * A host page on another origin embeds the cashier whose API is this server's: the outsider
 * server (playwright.config.ts) serves the demo host page with this origin in its connect-src,
 * and this server lets that origin call its API and open its live socket (CASHIER_CORS_ORIGINS,
 * mocks/server/cors.ts).
 */

/** The mock settles a pending payment after CASHIER_LIVE_SETTLE_MS (default 5 s). */
const SETTLE_TIMEOUT = 15_000;

/** The outsider server: the next port (playwright.config.ts). */
function hostPageOrigin(apiOrigin: string): string {
  const url = new URL(apiOrigin);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

test('a widget on another origin loads its methods, pays by card and hears live updates over CORS', async ({
  page,
  baseURL,
}) => {
  const api = new URL(baseURL ?? '').origin;
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === api && url.pathname.startsWith('/api/')) {
      apiCalls.push(`${request.method()} ${url.pathname}`);
    }
  });
  const socketOpened = page.waitForEvent('websocket', (socket) =>
    socket.url().startsWith(`${api.replace(/^http/, 'ws')}/api/cashier/v1/live`),
  );

  await page.goto(`${hostPageOrigin(api)}/embed-demo/`);
  await page.evaluate((apiBaseUrl) => {
    const widget = document.createElement('cashier-widget');
    widget.id = 'widget-remote';
    widget.setAttribute('api-base-url', apiBaseUrl);
    document.body.prepend(widget);
  }, api);
  const widget = page.locator('#widget-remote');
  await socketOpened;

  // A card deposit: JSON with an Idempotency-Key, so the browser asks first (a preflight, which
  // Playwright does not list) and reads the answer only because this origin is allowed.
  await widget.getByRole('radio', { name: /Credit or debit card/ }).check();
  await fillCard(widget, { amount: '25', holder: 'Ada Lovelace' });
  const submitted = page.waitForResponse(
    (response) =>
      response.url() === `${api}/api/cashier/v1/payments` && response.request().method() === 'POST',
  );
  await widget.getByRole('button', { name: /^Deposit/ }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue('access-control-allow-origin')).toBe(hostPageOrigin(api));
  await expect(
    widget.getByRole('status').filter({ hasText: /confirmed|received|successful/i }),
  ).toBeVisible();
  expect(apiCalls).toEqual(
    expect.arrayContaining(['GET /api/cashier/v1/config', 'POST /api/cashier/v1/payments']),
  );

  // A pending crypto deposit settles through this origin's socket.
  await widget.getByLabel('Currency').selectOption('BTC');
  await widget.getByRole('radio', { name: /^Bitcoin/ }).check();
  await widget.getByLabel(/^Amount/).fill('0.0125');
  await widget.getByRole('button', { name: /^Deposit/ }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'Deposit confirmed' })).toBeVisible({
    timeout: SETTLE_TIMEOUT,
  });
});
