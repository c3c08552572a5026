import type { Locator, Page } from '@playwright/test';
// The shared test fails on any Content-Security-Policy violation: the demo page runs under it too.
import { expect, test } from './fixtures';

/** The demo page (public/embed-demo/): two <cashier-widget>s on an aggressively styled host page. */
const DEMO_PATH = '/embed-demo/';

/** public/embed-demo/index.html (appearance attribute) and host.css (.dark-brand). */
const THEMES = {
  light: { primary: 'rgb(124, 58, 237)', onPrimary: 'rgb(255, 255, 255)', font: 'Verdana' },
  dark: { primary: 'rgb(245, 179, 1)', onPrimary: 'rgb(26, 19, 0)', font: 'Trebuchet MS' },
} as const;

const HOT_PINK = 'rgb(255, 105, 180)';

const styleOf = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The event names the demo page logged for one widget, in order. */
async function loggedEvents(page: Page, widget: 'light' | 'dark'): Promise<string[]> {
  return page
    .locator(`#event-log li[data-widget="${widget}"]`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-event') ?? ''));
}

test.beforeEach(async ({ page }) => {
  await page.goto(DEMO_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Star Casino' })).toBeVisible();
});

test('both widgets render inside their own open shadow roots, nothing in the host page', async ({
  page,
}) => {
  const widgets = page.locator('cashier-widget');
  await expect(widgets).toHaveCount(2);
  for (const id of ['#widget-light', '#widget-dark']) {
    // Role locators pierce open shadow roots; the light DOM of the element stays empty.
    await expect(
      page.locator(id).getByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeVisible();
    const shape = await page.locator(id).evaluate((element) => ({
      shadow: element.shadowRoot?.mode,
      lightChildren: element.childElementCount,
      cashierInShadow: element.shadowRoot?.querySelector('h1')?.textContent,
    }));
    expect(shape).toEqual({ shadow: 'open', lightChildren: 0, cashierInShadow: 'Deposit' });
  }
  // Only the host's own stylesheet is in the document: the widget's CSS lives in shadow roots.
  const documentSheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => sheet.href ?? 'inline <style>'),
  );
  expect(documentSheets).toHaveLength(1);
  expect(documentSheets[0]).toMatch(/\/embed-demo\/host\.css$/);
});

test("the host's styles stay out of the widgets and the widgets' styles stay out of the host", async ({
  page,
}) => {
  const hostHeading = page.getByRole('heading', { level: 1, name: 'Lucky Star Casino' });
  const hostButton = page.getByRole('button', { name: 'Clear the log' });
  const hostBefore = {
    font: await styleOf(hostHeading, 'font-family'),
    color: await styleOf(hostHeading, 'color'),
    size: await styleOf(hostHeading, 'font-size'),
    button: await styleOf(hostButton, 'background-color'),
  };
  expect(hostBefore).toEqual({
    font: expect.stringMatching(/serif/) as unknown as string,
    color: 'rgb(255, 215, 0)',
    size: '48px',
    button: HOT_PINK,
  });

  for (const name of ['light', 'dark'] as const) {
    const widget = page.locator(`#widget-${name}`);
    await widget.getByRole('radio', { name: /Credit or debit card/ }).check();
    const submit = widget.getByRole('button', { name: /^Deposit/ });
    await expect(submit).toBeVisible();
    // The host's `button { background: hotpink !important }` does not reach the widget's buttons;
    // the theme's primary colour does.
    expect(await styleOf(submit, 'background-color')).toBe(THEMES[name].primary);
    expect(await styleOf(submit, 'color')).toBe(THEMES[name].onPrimary);
    expect(await styleOf(submit, 'border-top-style')).not.toBe('dashed');
    const heading = widget.getByRole('heading', { level: 1, name: 'Deposit' });
    // `* { font-family: serif }` and the inherited `text-transform: uppercase` stop at the root.
    expect(await styleOf(heading, 'font-family')).toContain(THEMES[name].font);
    expect(await styleOf(heading, 'text-transform')).toBe('none');
    const language = widget.getByRole('combobox', { name: 'Language' });
    expect(await styleOf(language, 'background-color')).not.toBe(HOT_PINK);
  }

  // The widgets changed nothing on the host page.
  expect({
    font: await styleOf(hostHeading, 'font-family'),
    color: await styleOf(hostHeading, 'color'),
    size: await styleOf(hostHeading, 'font-size'),
    button: await styleOf(hostButton, 'background-color'),
  }).toEqual(hostBefore);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(new URL(page.url()).pathname).toBe(DEMO_PATH);
});

test("a lazily loaded page's CSS lands in the widget's shadow root, and the host URL stays", async ({
  page,
}) => {
  const widget = page.locator('#widget-dark');
  // Inside a host page the sections are buttons: the host's site has no /transaction-history.
  await widget.getByRole('button', { name: 'Transaction history' }).click();
  await expect(widget.getByRole('link', { name: 'Transaction history' })).toHaveCount(0);
  const heading = widget.getByRole('heading', { name: 'Transaction history' }).first();
  await expect(heading).toBeVisible();
  // pages.module.css comes with the lazily loaded page (its own chunk in the app build): its
  // `.page { max-width: 64rem }` applies to the page's container inside the shadow root.
  const pageWidths = await heading.evaluate((element) => {
    const widths: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      widths.push(getComputedStyle(node).maxWidth);
    }
    return widths;
  });
  expect(pageWidths).toContain('1024px');
  // The host's `h2 { font-style: italic; color: #00e5ff }` stays out; the dark theme's text colour is in.
  expect(await styleOf(heading, 'font-style')).toBe('normal');
  expect(await styleOf(heading, 'color')).toBe('rgb(241, 243, 249)');
  expect(await styleOf(heading, 'font-family')).toContain(THEMES.dark.font);
  const documentSheets = await page.evaluate(() => document.styleSheets.length);
  expect(documentSheets).toBe(1);
  expect(new URL(page.url()).pathname).toBe(DEMO_PATH);
});

test('a deposit in one widget goes through and the page logs its events in order', async ({
  page,
}, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const widget = page.locator('#widget-light');
  await widget.getByRole('radio', { name: /Credit or debit card/ }).check();
  await widget.getByRole('radio', { name: 'Visa •••• 4242' }).check();
  await widget.getByLabel(/^Amount/).fill('25');
  await widget.getByLabel(/^Security code/).fill('123');
  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/cashier/v1/payments'),
  );
  await widget.getByRole('button', { name: /^Deposit/ }).click();
  const body = (await submitted).postDataJSON() as { savedProfileId?: string; amount: string };
  expect(body).toMatchObject({ savedProfileId: 'card-visa-4242', amount: '25.00' });
  await expect(widget.getByText('Deposit complete', { exact: true })).toBeVisible();
  // The other widget is untouched.
  await expect(
    page.locator('#widget-dark').getByText('Deposit complete', { exact: true }),
  ).toHaveCount(0);

  // The widget's events, in the order they happened (docs/embedding.md).
  await expect
    .poll(() => loggedEvents(page, 'light'))
    .toEqual(expect.arrayContaining(['spi-notification']));
  const events = await loggedEvents(page, 'light');
  const order = ['spi-new-methods-available', 'spi-render-form', 'spi-payment-submit'];
  const positions = order.map((name) => events.indexOf(name));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(events.lastIndexOf('spi-notification')).toBeGreaterThan(positions[2] ?? Infinity);

  // Logged as text, with JSON details that carry no card data.
  const logText = (await page.locator('#event-log').textContent()) ?? '';
  expect(logText).toContain('[light] spi-payment-submit');
  expect(logText).not.toContain('"123"');
  expect(await loggedEvents(page, 'dark')).not.toContain('spi-payment-submit');
  expect(consoleErrors).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('embed-demo.png'), fullPage: true });
});

/** Pays €23.02 with the saved Visa in `widget`, which the provider's page takes the player to. */
async function depositByRedirect(page: Page, widget: Locator): Promise<void> {
  await widget.getByRole('radio', { name: /Credit or debit card/ }).check();
  await widget.getByRole('radio', { name: 'Visa •••• 4242' }).check();
  await widget.getByLabel(/^Amount/).fill('23.02');
  await widget.getByLabel(/^Security code/).fill('123');
  await widget.getByRole('button', { name: /^Deposit/ }).click();
  await page.waitForURL(/\/mock-provider\/redirect\.html\?/);
}

/** Back from the provider's page to the host page. */
async function backToHostPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to the cashier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Star Casino' })).toBeVisible();
}

/** The widget shows its usual deposit screen, nothing of a returning payment. */
async function expectUsualScreen(widget: Locator): Promise<void> {
  await expect(widget.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  await expect(widget.getByText("Welcome back: we're confirming your payment")).toHaveCount(0);
  await expect(widget.getByText('Payment complete')).toHaveCount(0);
}

test('a redirect from the widget comes back to the host page, which shows that payment', async ({
  page,
}) => {
  await depositByRedirect(page, page.locator('#widget-light'));
  // The return URL is the host page's: the widget never has a URL of its own.
  expect(new URL(page.url()).searchParams.get('return')).toMatch(/\/embed-demo\/$/);

  await backToHostPage(page);
  const returned = page.locator('#widget-light');
  await expect(returned.getByText("Welcome back: we're confirming your payment")).toBeVisible();
  await expect(returned.getByText(/Credit or debit card, €23\.02/).first()).toBeVisible();
  await expectUsualScreen(page.locator('#widget-dark'));
  await expect(returned.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
});

test('only the widget the player left shows the payment on return; the other keeps it for it', async ({
  page,
}) => {
  // The second widget of the page, without cashier-id: `main-2` (docs/embedding.md).
  await depositByRedirect(page, page.locator('#widget-dark'));
  await backToHostPage(page);
  const dark = page.locator('#widget-dark');
  await expect(dark.getByText(/Credit or debit card, €23\.02/).first()).toBeVisible();
  await expectUsualScreen(page.locator('#widget-light'));
  expect(await page.evaluate(() => sessionStorage.getItem('cashier.pendingRedirect'))).toContain(
    '"cashierId":"main-2"',
  );

  // A reload shows it again in the same widget: the other one did not forget it.
  await page.reload();
  await expect(dark.getByText(/Credit or debit card, €23\.02/).first()).toBeVisible();
  await expectUsualScreen(page.locator('#widget-light'));
  await expect(dark.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  await dark.getByRole('button', { name: 'Make another payment' }).click();
  await expect(dark.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cashier.pendingRedirect'))).toBeNull();
});
