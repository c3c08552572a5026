import { expect, test } from './fixtures';

/** The mock settles a pending payment after CASHIER_LIVE_SETTLE_MS (default 5 s). */
const SETTLE_TIMEOUT = 15_000;

test('a pending crypto deposit turns confirmed when npm start pushes it over the WebSocket', async ({
  page,
}, testInfo) => {
  const frames: string[] = [];
  const socketOpened = page.waitForEvent('websocket', (socket) =>
    socket.url().endsWith('/api/cashier/v1/live'),
  );
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  await page.goto('/');
  const socket = await socketOpened;
  expect(new URL(socket.url()).protocol).toBe('ws:');

  await page.getByLabel('Currency').selectOption('BTC');
  await page.getByRole('radio', { name: /^Bitcoin/ }).check();
  await page.getByLabel(/^Amount/).fill('0.0125');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText(/Send 0.01250000 BTC to the deposit address/)).toBeVisible();

  const region = page.getByRole('status').filter({ hasText: 'Deposit confirmed' });
  await expect(region).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await expect(region).toContainText(/0\.0125/);
  await page.screenshot({
    path: testInfo.outputPath('live-deposit-confirmed.png'),
    fullPage: true,
  });
  expect(frames[0]).toBe('{"type":"hello","protocol":1}');
  expect(frames.some((frame) => frame.includes('"type":"payment.updated"'))).toBe(true);
});
