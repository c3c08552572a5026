import { expect, test } from './fixtures';

test('the app is served with a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  // The two inline scripts of index.html: the page-load event and the boot prefetch.
  expect(policy.match(/'sha256-[A-Za-z0-9+/]+=*'/g)).toHaveLength(2);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
});

test('an injected inline script is refused, and the fixture sees the violation', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return 'injected' in window ? 'ran' : 'refused';
  });
  expect(ran).toBe('refused');
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  cspViolations.length = 0; // expected here: the fixture must not fail this test
});

test("the live-updates socket to the app's own host is allowed ('self' covers ws:)", async ({
  page,
}) => {
  await page.goto('/');
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => {
          resolve('refused');
        });
        const socket = new WebSocket(`ws://${location.host}/api/cashier/v1/live`);
        socket.addEventListener('open', () => {
          socket.close();
          resolve('open');
        });
        socket.addEventListener('error', () => {
          resolve('not refused by CSP (no socket server)');
        });
      }),
  );
  expect(outcome).not.toBe('refused');
});
