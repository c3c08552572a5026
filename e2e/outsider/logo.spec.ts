import { expect, test } from '../fixtures';

// e2e/catalogs/outsider.json: the last used deposit is the "kort" card, whose logo is on the
// operator's CDN, another host. The CSP of `npm start` names that origin in img-src because the
// cashier's URL policy accepts the URL (mocks/server/csp.ts). The browser checks the CSP before
// the request leaves, so the route below only stands in for the CDN this machine cannot reach.
const LOGO = 'https://cdn.operator.example/logos/kort.svg';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0a7"/></svg>';

test('fast deposit shows the method logo from the operator CDN, which the CSP lets through', async ({
  page,
}) => {
  const requested: string[] = [];
  await page.route('https://cdn.operator.example/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'image/svg+xml', body: SVG });
  });
  await page.goto('/fast-deposit');
  const dialog = page.getByRole('dialog', { name: 'Fast deposit' });
  await expect(dialog.getByText('Visa •••• 1881')).toBeVisible();

  const logo = dialog.locator(`img[src="${LOGO}"]`);
  await expect(logo).toBeVisible();
  // Drawn, not a broken image.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(32);
  expect(requested).toEqual([LOGO]);
});
