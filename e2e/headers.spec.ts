import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

// The response headers of docs/security.md ("Response headers"), as Chromium receives them.

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('the cashier page and its API answers carry the documented headers, and the browser applies them', async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));

  // The prerendered page shows its heading and switch before the methods' answer arrives:
  // wait for the answer itself, not for something on screen.
  const methodsAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/cashier/v1/methods',
  );
  const shell = await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await methodsAnswer;

  const pageHeaders = shell?.headers() ?? {};
  expect(pageHeaders).toMatchObject({ ...COMMON, 'cache-control': 'no-cache' });
  expect(pageHeaders['content-security-policy']).toMatch(/^default-src 'self'; /);
  expect(pageHeaders['content-security-policy']).toContain("img-src 'self' data:");
  expect(pageHeaders['permissions-policy']).toMatch(/^payment=\(self\), .*camera=\(\)/);

  const api = responses.filter((response) => new URL(response.url()).pathname.startsWith('/api/'));
  const paths = api.map((response) => new URL(response.url()).pathname);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/cashier/v1/config', '/api/cashier/v1/methods']),
  );
  for (const response of api) {
    expect(response.headers(), response.url()).toMatchObject({
      ...COMMON,
      'cache-control': 'no-store',
    });
  }

  // Chromium took the permissions policy: payment for the page, no camera, microphone or location.
  const allowed = await page.evaluate(() => {
    const policy = (
      document as Document & { featurePolicy?: { allowsFeature: (name: string) => boolean } }
    ).featurePolicy;
    return policy
      ? ['payment', 'camera', 'microphone', 'geolocation'].map((name) => policy.allowsFeature(name))
      : null;
  });
  expect(allowed).toEqual([true, false, false, false]);
  expect(consoleText.filter((text) => /Permissions-Policy|Feature-Policy/i.test(text))).toEqual([]);
});

test('the built scripts name no source map, and none is served', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const code = await (await request.get(script ?? '')).text();
  expect(code).not.toContain('sourceMappingURL');
  expect((await request.get(`${script ?? ''}.map`)).status()).toBe(404);
});
