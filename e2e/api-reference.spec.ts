import { expect, test } from './fixtures';

test('the API reference renders the cashier contract offline, within its policy, without errors', async ({
  page,
  cspViolations,
}) => {
  // Swagger UI's bundle is large (1.4 MB) and each step re-renders the whole document.
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`HTTP ${String(answer.status())}: ${answer.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The page reports its own refusals too (the fixture also listens, on every page).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api-docs/');
  expect(await response?.headerValue('content-security-policy')).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: /Casino cashier API/ })).toBeVisible();
  const methods = page.locator('.opblock-summary-path', {
    hasText: /^\/api\/cashier\/v1\/methods$/,
  });
  await expect(methods).toBeVisible();
  await methods.click();
  await expect(
    page.getByText('The payment methods offered for an action and currency').first(),
  ).toBeVisible();
  // The submit operation: its header, body schema and highlighted example.
  const submit = page.locator('.opblock-post .opblock-summary-path', {
    hasText: /^\/api\/cashier\/v1\/payments$/,
  });
  await submit.click();
  await expect(page.getByText('Idempotency-Key').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Schema' }).first().click();
  // A model of the Schemas section, opened.
  const errorBody = page
    .getByRole('article')
    .filter({ has: page.getByText('ErrorBody', { exact: true }) });
  await errorBody.getByRole('button', { name: 'Expand all' }).click();
  // An error type, from the enum the schema now carries.
  await expect(errorBody.getByText('verification_required').first()).toBeVisible();
  // "Try it out" calls the mock back end on this origin (connect-src 'self').
  const config = page.locator('.opblock', {
    has: page.locator('.opblock-summary-path', { hasText: /^\/api\/cashier\/v1\/config$/ }),
  });
  await config.locator('.opblock-summary-path').click();
  await config.getByRole('button', { name: 'Try it out' }).click();
  await config.getByRole('button', { name: 'Execute' }).click();
  await expect(
    config.locator('.live-responses-table tbody .response-col_status').first(),
  ).toHaveText('200');
  await page.waitForLoadState('networkidle');

  expect(problems).toEqual([]);
  expect(cspViolations).toEqual([]);
  // Offline: every request (the page, its scripts and styles, the document) goes to this origin.
  const { origin } = new URL(page.url());
  const foreign = requested.filter(
    (url) => !url.startsWith('data:') && new URL(url).origin !== origin,
  );
  expect(foreign).toEqual([]);
  expect(requested.some((url) => url.endsWith('/api-docs/openapi.json'))).toBe(true);
});
