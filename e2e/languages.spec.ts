import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('the deposit form in Arabic (right to left) and in German', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByLabel(/^Amount/).fill('50');
  await page.getByLabel('Card number').fill('4111111111111111');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إيداع');
  // Server text follows the language, and what the player typed stays.
  await expect(page.getByRole('heading', { name: 'بطاقة ائتمان أو خصم' })).toBeVisible();
  await expect(page.getByLabel('رقم البطاقة')).toHaveValue('4111 1111 1111 1111');
  // The number keeps its left-to-right order (right to left would show its groups backwards) and
  // sits on the right like the rest of the page.
  expect(
    await page
      .getByLabel('رقم البطاقة')
      .evaluate((input) => [getComputedStyle(input).direction, getComputedStyle(input).textAlign]),
  ).toEqual(['ltr', 'right']);
  await page.screenshot({ path: testInfo.outputPath('deposit-arabic.png'), fullPage: true });

  await page.getByRole('combobox').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Kredit- oder Debitkarte' })).toBeVisible();
  await expect(page.getByLabel('Kartennummer')).toHaveValue('4111 1111 1111 1111');
  await page.screenshot({ path: testInfo.outputPath('deposit-german.png'), fullPage: true });

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

/** Opens the card form in Arabic and sends a €50 card deposit in the name of `holder`. */
async function depositByCardInArabic(page: Page, holder: string) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('radio', { name: /بطاقة ائتمان أو خصم/ }).check();
  await page.getByLabel(/^المبلغ/).fill('50');
  await page.getByLabel('رقم البطاقة').fill('4111111111111111');
  await page.getByLabel(/^الاسم على البطاقة/).fill(holder);
  await page.getByLabel(/^تاريخ الانتهاء/).fill('12/34');
  await page.getByLabel(/^رمز الأمان/).fill('123');
  await page.getByRole('button', { name: /^إيداع/ }).click();
}

/** The provider's own (English) words on screen: an isolated detail under an Arabic label. */
async function expectProviderDetail(page: Page, text: RegExp) {
  const detail = page.locator('bdi', { hasText: text });
  await expect(detail).toBeVisible();
  await expect(detail).toHaveAttribute('dir', 'auto');
  await expect(detail.locator('xpath=..')).toContainText(/^تفاصيل من مزوّد الدفع:/);
  return detail;
}

test('in Arabic, a successful card deposit says so in Arabic, the provider’s English only as a detail', async ({
  page,
}, testInfo) => {
  await depositByCardInArabic(page, 'Ada Lovelace');
  const notice = page.getByRole('status').filter({ hasText: 'اكتمل الإيداع' });
  await expect(notice.locator('p').first()).toHaveText('اكتمل الإيداع');
  await expect(notice).toContainText('تم إيداعك بنجاح. سيظهر في رصيدك قريبًا.');
  const detail = await expectProviderDetail(page, /Your card payment of 50\.00 EUR was successful/);
  // The player's language first; the provider's text below it.
  const title = await notice.locator('p').first().boundingBox();
  const below = await detail.boundingBox();
  expect(below!.y).toBeGreaterThan(title!.y);
  await page.screenshot({
    path: testInfo.outputPath('deposit-success-arabic.png'),
    fullPage: true,
  });
});

test('in Arabic, a declined card deposit says why in Arabic, the provider’s English only as a detail', async ({
  page,
}, testInfo) => {
  await depositByCardInArabic(page, 'DECLINE');
  const alert = page.getByRole('alert');
  await expect(alert.locator('p').first()).toHaveText('لم تكتمل عملية الإيداع');
  await expect(alert).toContainText(
    'تم رفض الدفعة. تحقّق من بياناتك أو استخدم بطاقة أو طريقة أخرى.',
  );
  await expectProviderDetail(page, /Your card was declined by the issuing bank/);
  await expect(alert.getByRole('button', { name: 'اختيار طريقة أخرى' })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('deposit-declined-arabic.png'),
    fullPage: true,
  });
});

test('in German, the submit button reads "Einzahlen" without an amount and names it once typed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.getByRole('radio', { name: /Kredit- oder Debitkarte/ }).check();
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveText('Einzahlen');
  await page.getByLabel(/^Betrag/).fill('50');
  // €50 and the card's 2.5 % fee.
  await expect(submit).toHaveText('51,25 € einzahlen');
});

test('an amount typed in one language keeps its value in another; a preset fills it as typed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const amount = page.getByLabel(/^Amount/);
  // "1,000" in English is a thousand (€1,025.00 with the card's fee): in German it shows "1000",
  // and the button still says a thousand and its fee, never 1 (the text read again in German).
  await amount.fill('1,000');
  await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveText('Deposit €1,025.00');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(/^Betrag/)).toHaveValue('1000');
  await expect(page.getByRole('button', { name: /einzahlen$/ })).toHaveText(/^1\.025,00\s€/);

  // In Arabic, a preset fills the field with the digits and sign the player would type.
  await page.getByRole('combobox').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const presets = page.getByRole('group', { name: 'مبالغ مقترحة' });
  await presets.getByRole('button').nth(1).click();
  await expect(page.getByLabel(/^المبلغ/)).toHaveValue('50.00');
});
