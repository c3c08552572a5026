import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { focusedName, tabTo } from './keyboard';

/**
 * Wallets in Chromium with `PaymentRequest` stubbed before the app loads: the stub answers
 * `canMakePayment()` and `show()` as the test says, and records the sheets shown and how they
 * were completed (the Payment Request sheet itself cannot be driven by a test).
 */
interface StubOptions {
  canMakePayment: boolean;
  show: 'pay' | 'abort';
}

interface StubRecord {
  shown: unknown[];
  completed: string[];
}

declare global {
  interface Window {
    __wallet?: StubRecord;
  }
}

/** Marker inside the stub's token: it must reach the submit body and nothing on the page. */
const MARKER = 'E2E-WALLET-TOKEN-5b1e';

async function stubPaymentRequest(page: Page, options: StubOptions) {
  await page.addInitScript(
    ({ canMakePayment, show, marker }) => {
      const record: StubRecord = { shown: [], completed: [] };
      window.__wallet = record;
      const token = JSON.stringify({
        signature: `MEUC-${marker}`,
        protocolVersion: 'ECv2',
        signedMessage: '{"encryptedMessage":"abc","ephemeralPublicKey":"def","tag":"ghi"}',
      });
      class StubPaymentRequest {
        readonly details: unknown;
        constructor(_methodData: unknown, details: unknown) {
          this.details = details;
        }
        canMakePayment() {
          return Promise.resolve(canMakePayment);
        }
        show() {
          record.shown.push(this.details);
          if (show === 'abort') {
            return Promise.reject(new DOMException('The sheet was closed.', 'AbortError'));
          }
          return Promise.resolve({
            details: {
              apiVersion: 2,
              apiVersionMinor: 0,
              paymentMethodData: {
                type: 'CARD',
                tokenizationData: { type: 'PAYMENT_GATEWAY', token },
              },
            },
            complete: (result: string) => {
              record.completed.push(result);
              return Promise.resolve();
            },
          });
        }
      }
      Object.defineProperty(window, 'PaymentRequest', {
        value: StubPaymentRequest,
        configurable: true,
      });
    },
    { ...options, marker: MARKER },
  );
}

const stubRecord = (page: Page) => page.evaluate(() => window.__wallet);

function recordSubmits(page: Page): Request[] {
  const submits: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/cashier/v1/payments')) {
      submits.push(request);
    }
  });
  return submits;
}

/** Opens Google Pay (EUR) with the keyboard alone and types an amount. */
async function openGooglePay(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: /Google Pay/ })).toBeVisible();
  // Into the methods (a radio group), then along it with the arrow keys, as a keyboard user does.
  await tabTo(page, /Credit or debit card/);
  for (let step = 0; step < 10 && !(await focusedName(page)).includes('Google Pay'); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
  await tabTo(page, /^Amount/);
  await page.keyboard.type('50');
}

test('pays with Google Pay by keyboard: the token goes with the submit only', async ({
  page,
}, testInfo) => {
  await stubPaymentRequest(page, { canMakePayment: true, show: 'pay' });
  const submits = recordSubmits(page);
  await openGooglePay(page);
  const pay = page.getByRole('button', { name: 'Pay with Google Pay' });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveCount(0);

  await expectNoAxeViolations(page, 'the wallet form', { include: 'form', minPasses: 5 });
  await page.screenshot({ path: testInfo.outputPath('wallet-form.png'), fullPage: true });

  await tabTo(page, /^Pay with Google Pay$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your Google Pay payment of 50.00 EUR was accepted.')).toBeVisible();

  expect(await stubRecord(page)).toEqual({
    shown: [{ total: { label: 'Example Casino', amount: { currency: 'EUR', value: '50.00' } } }],
    completed: ['success'],
  });
  expect(submits).toHaveLength(1);
  const body = submits[0]?.postDataJSON() as { fields: Record<string, string> };
  expect(body.fields.wallet_token).toContain(MARKER);
  expect(await page.content()).not.toContain(MARKER);
  const storage = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`))
      .join('\n'),
  );
  expect(storage).not.toContain(MARKER);
});

test('closing the sheet returns to the form: nothing sent, the amount kept', async ({ page }) => {
  await stubPaymentRequest(page, { canMakePayment: true, show: 'abort' });
  const submits = recordSubmits(page);
  await openGooglePay(page);
  await tabTo(page, /^Pay with Google Pay$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Google Pay was closed')).toBeVisible();
  await expect(page.getByText('Nothing was charged. You can try again')).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('50');
  await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
  expect((await stubRecord(page))?.shown).toHaveLength(1);
  expect(submits).toEqual([]);
});

test('a browser that cannot pay is told so, with another method to choose', async ({ page }) => {
  await stubPaymentRequest(page, { canMakePayment: false, show: 'pay' });
  const submits = recordSubmits(page);
  await openGooglePay(page);
  await expect(page.getByText("Google Pay isn't available here")).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay with/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Choose another method$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Google Pay/ })).not.toBeChecked();
  expect(submits).toEqual([]);
});

/** Google's mark URL (features/wallet/GooglePayMark.tsx); its server is unreachable here. */
const GOOGLE_PAY_MARK = 'https://www.gstatic.com/instantbuy/svg/dark_gpay.svg';
/** A stand-in for Google's image, 41 × 17 like the mark, served in its place. */
const MARK_STAND_IN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="41" height="17" viewBox="0 0 41 17"><rect width="41" height="17" fill="#fff"/></svg>';

test("the Google Pay button draws Google's mark, named for screen readers", async ({ page }) => {
  await page.route(GOOGLE_PAY_MARK, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: MARK_STAND_IN }),
  );
  await stubPaymentRequest(page, { canMakePayment: true, show: 'pay' });
  await openGooglePay(page);
  const pay = page.getByRole('button', { name: 'Pay with Google Pay' });
  const mark = pay.locator('img');
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(41);
  // The text is the accessible name only: 1 × 1 px, clipped (the page's `visually-hidden`).
  const label = pay.getByText('Pay with Google Pay');
  expect((await label.boundingBox())?.width).toBeLessThanOrEqual(1);
  // Google's guidelines: black, at least 90 × 40 px for the mark alone.
  const box = await pay.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(90);
  expect(box?.height).toBeGreaterThanOrEqual(40);
  expect(await pay.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgb(0, 0, 0)',
  );
});

test("the Google Pay button says its name where Google's server cannot be reached", async ({
  page,
}) => {
  await page.route(GOOGLE_PAY_MARK, (route) => route.abort('internetdisconnected'));
  await stubPaymentRequest(page, { canMakePayment: true, show: 'pay' });
  await openGooglePay(page);
  const pay = page.getByRole('button', { name: 'Pay with Google Pay' });
  await expect(pay.getByText('Pay with Google Pay')).toBeVisible();
  await expect(pay.locator('img')).toHaveCount(0);
});
