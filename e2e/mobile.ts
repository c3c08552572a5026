import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { horizontalOverflow } from './outsider/outsider';

export { horizontalOverflow };

/** The languages the phone checks run in: one left to right, one right to left. */
export const PHONE_LANGUAGES = ['en', 'ar'] as const;
export type PhoneLanguage = (typeof PHONE_LANGUAGES)[number];

/** What the player reads in each language (common/i18n/locales/). */
export const PHONE_TEXT = {
  en: {
    receipt: 'Receipt',
    historyLink: 'See this payment in your history',
    history: 'Transaction history',
  },
  ar: { receipt: 'الإيصال', historyLink: 'اعرض هذه الدفعة في سجلك', history: 'سجل المعاملات' },
} as const satisfies Record<PhoneLanguage, Record<string, string>>;

/** Switches the open cashier to `language` with its Language select, as a player does. */
export async function switchLanguage(page: Page, language: PhoneLanguage): Promise<void> {
  if (language === 'en') return;
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The radios of the payment methods (conversion methods included), in the order shown. */
export function methodRadios(page: Page): Locator {
  return page.locator('input[name="payment-method"]');
}

/** The row (label) of the method radio `radio`: what the player taps. */
export function methodRow(radio: Locator): Locator {
  return radio.locator('xpath=ancestor::label[1]');
}

/** The first control of the chosen method's form a player fills (saved cards' choice included). */
export function firstFormInput(page: Page): Locator {
  return page
    .locator('form')
    .first()
    .locator('input:not([type="hidden"]), select, textarea')
    .first();
}

/** Waits until `locator` lies wholly inside the viewport (its box against the viewport's size). */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('The page has no fixed viewport');
  await expect(locator).toBeVisible();
  // A smooth scroll takes a moment: poll the box until it settles inside.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return (
          box !== null &&
          box.y >= 0 &&
          box.x >= 0 &&
          box.y + box.height <= viewport.height &&
          box.x + box.width <= viewport.width
        );
      },
      { message: `${what} lies inside the ${String(viewport.width)} px viewport` },
    )
    .toBe(true);
}

/**
 * On a phone (320 and 375 px, in each language), tapping a method, the first or the last of the
 * list, brings its form into view: its first control is inside the viewport and its heading has
 * focus. Registers the tests against the page's own catalog (the spec's project decides which).
 */
export function formInViewTests(): void {
  for (const width of [320, 375]) {
    for (const language of PHONE_LANGUAGES) {
      test.describe(`${language} at ${String(width)} px`, () => {
        test.use({ viewport: { width, height: 640 }, hasTouch: true });

        for (const which of ['first', 'last'] as const) {
          test(`tapping the ${which} method shows its form in view, its heading focused`, async ({
            page,
          }) => {
            await page.goto('/');
            await switchLanguage(page, language);
            const methods = methodRadios(page);
            await expect(methods.first()).toBeVisible();
            // The list is whole once its requests are done (the conversion methods come last).
            await page.waitForLoadState('networkidle');
            const picked = which === 'first' ? methods.first() : methods.last();
            // Pinned by its value: the conversion methods may join the list after the tap, and a
            // `.last()` read again then names another radio than the one tapped.
            const value = await picked.getAttribute('value');
            if (value === null) throw new Error('A method radio has no value');
            const radio = page.locator(`input[name="payment-method"][value="${value}"]`);
            await methodRow(radio).tap();
            await expect(radio).toBeChecked();
            await expectInViewport(page, firstFormInput(page), `the ${which} method's first input`);
            await expect(page.locator('[data-form-title]')).toBeFocused();
            expect(await horizontalOverflow(page)).toBe(0);
          });
        }
      });
    }
  }
}
