/**
 * Security suite in the real build (docs/security.md): every server text the API sends is replaced
 * by an XSS payload on its way to the page (Playwright rewrites the mock back end's answers), and
 * nothing runs, nothing is parsed as markup, and the payloads read literally. Then a typed card
 * number and CVV never reach storage, cookies, the URL or the console.
 */
import type { Page, Route } from '@playwright/test';
import { serverText } from '@common/i18n/serverText';
import { XSS_PAYLOADS, XSS_SENTINEL, findInjectedMarkup } from '../src/security/xssPayloads';
import { expect, test } from './fixtures';

/** What the app itself puts in the page that the detector would otherwise report. */
const APP_MARKUP = ['head script', 'body > noscript'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces every server text in an API answer with the next payload (round robin). */
function createPoisoner() {
  let next = 0;
  const used = new Set<string>();
  const take = (): string => {
    const payload = XSS_PAYLOADS[next % XSS_PAYLOADS.length]!;
    next += 1;
    used.add(payload);
    return payload;
  };
  /** Keys holding server text, by the kind of object they are in. */
  const poison = (value: Json, parentKey = ''): Json => {
    if (Array.isArray(value)) return value.map((item) => poison(item, parentKey));
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const isMethod = parentKey === 'methods';
      const text =
        typeof item === 'string' &&
        item !== '' &&
        (['label', 'placeholder', 'hint', 'text', 'message', 'description', 'methodName'].includes(
          key,
        ) ||
          (key === 'name' && isMethod));
      copy[key] = text ? take() : poison(item, key);
    }
    return copy;
  };
  return { poison, used };
}

async function poisonApi(page: Page) {
  const poisoner = createPoisoner();
  await page.route(/\/api\/cashier\/v1\//, async (route: Route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) {
      await route.fulfill({ response });
      return;
    }
    const body = poisoner.poison((await response.json()) as Json);
    await route.fulfill({ response, json: body });
  });
  return poisoner;
}

/** Nothing ran and no markup came from server text. */
async function expectNothingExecuted(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate((name) => name in window, XSS_SENTINEL)).toBe(false);
  const injected = await page.evaluate(
    `(${findInjectedMarkup.toString()})(document, ${JSON.stringify(APP_MARKUP)})`,
  );
  expect(injected).toEqual([]);
}

test('XSS payloads in every server text execute nothing and read literally', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { used } = await poisonApi(page);

  await page.goto('/');
  const radios = page.locator('input[name="payment-method"]');
  await expect(radios.first()).toBeAttached();
  // Every method's name is a payload, shown as its text.
  const names = await page
    .locator('label:has(input[name="payment-method"])')
    .evaluateAll((labels) => labels.map((label) => label.textContent));
  expect(names.length).toBeGreaterThan(2);
  for (const name of names)
    expect(XSS_PAYLOADS.some((payload) => name.includes(serverText(payload)))).toBe(true);
  await expectNothingExecuted(page, dialogs);

  // The card form: labels, placeholders and hints are payloads too.
  await page.locator('input[name="payment-method"][value="card"]').check();
  const cardNumber = page.locator('input[autocomplete="cc-number"]');
  await expect(cardNumber).toBeVisible();
  const bodyText = (await page.locator('body').textContent()) ?? '';
  const placeholders = await page
    .locator('[placeholder]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''));
  const shown = XSS_PAYLOADS.filter(
    (payload) => bodyText.includes(serverText(payload)) || placeholders.includes(payload),
  );
  expect(shown.length).toBeGreaterThan(5);
  await expectNothingExecuted(page, dialogs);

  // A notify message and a server error message (params_error on the amount: 22.03).
  await page.locator('input[autocomplete="transaction-amount"]').fill('22.03');
  await cardNumber.pressSequentially('4111111111111111');
  await page.locator('input[autocomplete="cc-name"]').fill('Ada Lovelace');
  await page.locator('input[autocomplete="cc-exp"]').pressSequentially('1234');
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByRole('button', { name: 'Review the form' })).toBeVisible();
  await expectNothingExecuted(page, dialogs);

  await page.locator('input[autocomplete="transaction-amount"]').fill('50');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByRole('button', { name: 'Make another payment' })).toBeVisible();
  const resultText = (await page.locator('body').textContent()) ?? '';
  expect(XSS_PAYLOADS.some((payload) => resultText.includes(serverText(payload)))).toBe(true);
  await expectNothingExecuted(page, dialogs);

  // History entries.
  await page.goto('/transaction-history');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toBeVisible();
  const rows = await page
    .getByRole('list', { name: 'Transaction history' })
    .getByRole('listitem')
    .allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(XSS_PAYLOADS.some((payload) => row.includes(serverText(payload)))).toBe(true);
  await expectNothingExecuted(page, dialogs);

  expect(used.size).toBeGreaterThanOrEqual(30);
});

test('a typed card number and CVV never reach storage, cookies, the URL or the console', async ({
  page,
  context,
}) => {
  const CARD = '4111111111111111';
  const CVV = '737';
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByLabel(/^Amount/).fill('50');
  await page.getByLabel('Card number').pressSequentially(CARD);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiry date').pressSequentially('1234');
  await page.getByLabel(/^Security code/).fill(CVV);
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByRole('button', { name: 'Make another payment' })).toBeVisible();

  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Object.keys(store)
        .map((key) => `${key}=${store.getItem(key) ?? ''}`)
        .join('\n');
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const places = {
    localStorage: storage.local,
    sessionStorage: storage.session,
    cookies: cookies.join('\n'),
    URL: decodeURIComponent(page.url()),
    console: consoleLines.join('\n'),
  };
  for (const [place, text] of Object.entries(places)) {
    const withoutLongNumbers = text.replace(/\d{10,}/g, (run) => (run.includes(CARD) ? CARD : ''));
    expect(text.replace(/\D/g, ''), place).not.toContain(CARD);
    expect(withoutLongNumbers, place).not.toMatch(new RegExp(`(^|\\D)${CVV}(\\D|$)`));
  }
});
