import type { Page } from '@playwright/test';
import { stubChatCdn } from '../features/chat/testing/stubChatCdn';
import { expect, test } from './fixtures';

/**
 * The support page's ways to reach support (src/app/pages/SupportPage.tsx) against `npm start`,
 * whose runtime settings carry the mock operator's support email and page
 * (mocks/server/runtimeConfig.ts) and no live chat. The chat provider's CDN is unreachable here:
 * `stubChatCdn` plays it.
 */

const EMAIL = 'support@casino.example';
const SUPPORT_PAGE = 'https://casino.example/support';

/** Every console error and warning of the page, as text. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The contact links of the support page, checked as the player gets them. */
async function expectContacts(page: Page | ReturnType<Page['locator']>) {
  const contact = page.getByRole('region', { name: 'Reach our support team' });
  await expect(contact.getByRole('link', { name: `Email support at ${EMAIL}` })).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );
  const site = contact.getByRole('link', { name: 'Visit our support page (opens in a new tab)' });
  await expect(site).toBeVisible();
  await expect(site).toHaveAttribute('href', SUPPORT_PAGE);
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
}

test.afterEach(async ({ page }) => {
  // The mock player is a cookie of the session; later specs expect the default player.
  await page.context().clearCookies();
});

test('with no chat set up, /support offers the email and the support page, apologises for nothing and logs nothing', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expectContacts(page);
  await expect(page.getByText(/try again later|unavailable|isn’t set up/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a player on a cool-off who asks for support lands on the ways to reach it, focus on the page', async ({
  page,
}) => {
  await page.goto('/?mock-player=coolingOff');
  const blocked = page.getByRole('status').filter({ hasText: 'taking a break from deposits' });
  await blocked.getByRole('button', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support(\?|$)/);
  const heading = page.getByRole('heading', { level: 1, name: 'Support' });
  await expect(heading).toBeFocused();
  await expectContacts(page);
  await expect(page.getByText(/try again later/i)).toHaveCount(0);
  // The next Tab goes on from the page's top, towards the ways to reach support.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `Email support at ${EMAIL}` })).toBeFocused();
});

test('a chat set up but failing to load asks to try again later, beside the email', async ({
  page,
}) => {
  await stubChatCdn(page, { unreachable: true });
  await page.goto('/embed-demo/');
  await page.evaluate((email) => {
    const widget = document.createElement('cashier-widget');
    widget.id = 'support-widget';
    widget.setAttribute('route', 'support');
    widget.setAttribute('chat-license', '12345678');
    widget.setAttribute('support-email', email);
    document.body.append(widget);
  }, EMAIL);
  const widget = page.locator('#support-widget');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  const alert = widget.getByRole('alert');
  await expect(alert).toContainText('Chat is unavailable right now');
  await expect(alert).toContainText('Please try again later.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(widget.getByRole('link', { name: `Email support at ${EMAIL}` })).toBeVisible();
  await expect(widget.getByRole('link', { name: `Email support at ${EMAIL}` })).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );
});

test('a wrong support setting is named in the console and left out; the rest of the cashier starts', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ json: { supportEmail: 'help desk', supportUrl: SUPPORT_PAGE } }),
  );
  await page.goto('/support');
  const site = page.getByRole('link', { name: 'Visit our support page (opens in a new tab)' });
  await expect(site).toHaveAttribute('href', SUPPORT_PAGE);
  await expect(page.getByRole('link', { name: /^Email support/ })).toHaveCount(0);
  expect(problems).toEqual([
    expect.stringMatching(
      /^error: \/runtime-config\.json: supportEmail: must be a plain email address.*ignored/,
    ),
  ]);
});

test('with no way to reach support, the page says so and leads back to the cashier', async ({
  page,
}) => {
  await page.route('**/runtime-config.json', (route) => route.fulfill({ json: {} }));
  await page.goto('/support');
  const notice = page.getByRole('status').filter({ hasText: 'Support can’t be reached from here' });
  await expect(notice).toContainText('No way to contact support has been set up for this cashier.');
  await notice.getByRole('link', { name: 'Back to the cashier' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
});
