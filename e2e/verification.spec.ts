import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { focusedName, tabTo } from './keyboard';

/**
 * Identity verification before the form (docs/http-api.md), against
 * `npm start`: `?mock-player=verificationRequired` signs in the mock player whose cash-outs and
 * deposits above €2,000 wait for the check, which asks for a photo ID and a proof of address. The
 * mock decides each uploaded document after the live settle time (5 s): rejected when its name
 * contains "reject", else accepted, pushed live; verified once both are accepted.
 */

const RESET = '/api/cashier/v1/mock/verification/reset';
/** The decision comes after the 5 s settle time; a loaded machine needs some slack. */
const DECIDED = { timeout: 20_000 };

const TEXT = {
  en: {
    cashout: /^Cash out$/,
    required: 'Verify your identity',
    pending: "We're checking your documents",
    rejected: "We couldn't verify your documents",
    file: /^Choose a file/,
    upload: /^Upload document$/,
    method: 'Payment method',
    reason: 'Please upload a photo ID and a proof of address.',
    photo: 'Photo ID',
    address: 'Proof of address',
    needed: 'Needed: upload a clear photo or scan.',
    received: "Received. We're checking it.",
  },
  ar: {
    cashout: /^سحب$/,
    required: 'تحقّق من هويتك',
    pending: 'نراجع مستنداتك الآن',
    rejected: 'تعذّر علينا التحقق من مستنداتك',
    file: /^اختر ملفًا/,
    upload: /^رفع المستند$/,
    method: 'طريقة الدفع',
    reason: 'Please upload a photo ID and a proof of address.',
    photo: 'هوية تحمل صورتك',
    address: 'إثبات العنوان',
    needed: 'مطلوب: ارفع صورة أو نسخة ممسوحة واضحة.',
    received: 'تم الاستلام. نراجعه الآن.',
  },
} as const;

/** A screenshot at 320 px into the test's output folder, for a person to look at (not in git). */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function openAs(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('cashier.language', code);
  }, language);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/?mock-player=verificationRequired');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Chooses a file for one document's slot and uploads it, by keyboard (the file dialog answered by
 * the test). `reach`: Tab to the slot's file input from where the focus is (the first slot's is
 * the first reached); else the focus is put on it.
 */
async function uploadByKeyboard(
  page: Page,
  slot: Locator,
  file: string,
  language: 'en' | 'ar',
  { reach = false } = {},
) {
  const text = TEXT[language];
  const input = slot.getByLabel(text.file);
  if (reach) await tabTo(page, text.file);
  else await input.focus();
  await expect(input).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: file,
    mimeType: file.endsWith('.pdf') ? 'application/pdf' : 'image/png',
    buffer: Buffer.from('%PDF-1.7 scanned document'),
  });
  await expect(slot.getByText(file)).toBeVisible();
  await tabTo(page, text.upload);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  // The mock keeps each player's uploads for the server's life: start from the catalog's state.
  expect((await page.request.post(RESET)).status()).toBe(204);
});

test.afterEach(async ({ page }) => {
  await page.context().clearCookies();
  await page.request.post(RESET);
});

for (const language of ['en', 'ar'] as const) {
  test(`cash-out waits for the identity check: rejected, then approved live, by keyboard (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[language];
    await openAs(page, language);

    // Deposits: a notice above the methods; deposits up to the threshold go ahead.
    const depositGate = page.getByRole('region', { name: text.required });
    await expect(depositGate).toContainText(language === 'en' ? '€2,000.00' : '2,000.00');
    await expect(page.getByRole('group', { name: text.method })).toBeVisible();
    await expectNoAxeViolations(page, `deposit notice (${language})`);
    await shoot(page, `deposit-required-${language}`);

    // Cash-out, chosen by keyboard: the gate instead of the methods.
    await tabTo(page, language === 'en' ? /^Deposit$/ : /^إيداع$/);
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toMatch(text.cashout);
    const gate = page.getByRole('region', { name: text.required });
    await expect(gate).toContainText(text.reason);
    await expect(page.getByRole('group', { name: text.method })).toHaveCount(0);
    await expectNoAxeViolations(page, `cash-out required (${language})`);
    await shoot(page, `cashout-required-${language}`);

    // One slot per asked-for document, each titled and each waiting for its file.
    const photo = gate.getByRole('region', { name: text.photo });
    const address = gate.getByRole('region', { name: text.address });
    for (const slot of [photo, address]) {
      await expect(slot).toContainText(text.needed);
      await expect(slot.getByLabel(text.file)).toBeVisible();
    }

    // A photo ID the mock rejects: only its slot moves on; the proof of address still waits.
    await uploadByKeyboard(page, photo, 'reject-scan.pdf', language, { reach: true });
    await expect(photo).toContainText(text.received);
    await expect(photo.getByRole('button')).toHaveCount(0);
    await expect(address).toContainText(text.needed);
    await expect(address.getByLabel(text.file)).toBeVisible();
    await shoot(page, `cashout-one-sent-${language}`);

    const rejected = page.getByRole('region', { name: text.rejected });
    await expect(rejected).toBeVisible(DECIDED);
    const rejectedPhoto = rejected.getByRole('region', { name: text.photo });
    await expect(rejectedPhoto).toContainText('The document was not readable.');
    await expect(rejectedPhoto.getByLabel(text.file)).toBeVisible();
    await expect(rejected.getByRole('region', { name: text.address })).toContainText(text.needed);
    await expectNoAxeViolations(page, `rejected (${language})`);
    await shoot(page, `cashout-rejected-${language}`);

    // Both sent again: pending with nothing to do, then approved live and the methods appear.
    await uploadByKeyboard(
      page,
      rejected.getByRole('region', { name: text.address }),
      'bill.pdf',
      language,
    );
    await expect(rejected.getByRole('region', { name: text.address })).toContainText(text.received);
    await uploadByKeyboard(page, rejectedPhoto, 'passport.png', language);
    const pending = page.getByRole('region', { name: text.pending });
    await expect(pending).toBeVisible();
    await expect(pending.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, `pending (${language})`);
    await shoot(page, `cashout-pending-${language}`);
    await expect(page.getByRole('group', { name: text.method })).toBeVisible(DECIDED);
    await expect(page.getByRole('region', { name: text.pending })).toHaveCount(0);
    await expectNoAxeViolations(page, `verified (${language})`);
    await shoot(page, `cashout-verified-${language}`);
  });
}

test('a deposit above the threshold is refused before sending, pointing at the check', async ({
  page,
}) => {
  await openAs(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const amount = page.getByLabel(/^Amount/);
  await expect(page.getByText('From €10.00 to €2,000.00')).toBeVisible();
  await amount.fill('2500');
  await amount.blur();
  await expect(
    page.getByText(
      'Deposits above €2,000.00 need a verified identity: see the identity check above the form.',
    ),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
});

test("the embedded widget links the operator's verification page, reachable by keyboard", async ({
  page,
}) => {
  await page.goto('/embed-demo/?mock-player=verificationRequired');
  await page.evaluate(() => {
    const widget = document.createElement('cashier-widget');
    widget.id = 'widget-kyc';
    widget.setAttribute('payment-action', 'cashout');
    widget.setAttribute('verification-url', 'https://kyc.example/verify');
    document.body.prepend(widget);
  });
  const gate = page.locator('#widget-kyc').getByRole('region', { name: 'Verify your identity' });
  await expect(gate).toBeVisible();
  const link = gate.getByRole('link', {
    name: "Verify on the operator's page (opens in a new tab)",
  });
  await expect(link).toHaveAttribute('href', 'https://kyc.example/verify');
  // From the action switch, by keyboard: each document's file and upload, then the operator's page.
  await page.locator('#widget-kyc').getByRole('radio', { name: 'Cash out' }).focus();
  await tabTo(page, /^Choose a file/);
  await tabTo(page, /^Upload document$/);
  await tabTo(page, /^Verify on the operator's page/);
  // (axe runs on the standalone gate above: the demo page's policy refuses axe's inline styles.)
});
