import type { Page } from '@playwright/test';
import { stubChatCdn } from '../features/chat/testing/stubChatCdn';
import { expect, test } from './fixtures';

/**
 * The support page's live chat in Chromium, embedded as `<cashier-widget>` with chat attributes.
 * The provider's CDN is unreachable here: `stubChatCdn` answers its script with the fake provider.
 */

interface ProviderWindow {
  __lc?: { license?: number | string; group?: number | string; params?: unknown[] };
  __fakeLiveChat?: { destroyed: boolean; calls: { name: string; payload: unknown }[] };
}

/** Adds a support-route widget to the demo host page (the demo's own widgets stay as they are). */
async function addSupportWidget(page: Page, attributes: Record<string, string>) {
  await page.evaluate((given) => {
    const widget = document.createElement('cashier-widget');
    widget.id = 'support-widget';
    for (const [name, value] of Object.entries(given)) widget.setAttribute(name, value);
    document.body.append(widget);
  }, attributes);
  return page.locator('#support-widget');
}

test('starts the live chat with the operator settings and the player, and destroys it on leaving', async ({
  page,
}) => {
  const cdn = await stubChatCdn(page);
  await page.goto('/embed-demo/');
  const widget = await addSupportWidget(page, {
    route: 'support',
    'chat-license': '12345678',
    'chat-group': '2',
  });
  await expect(widget.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  expect(cdn.requests).toEqual([]); // nothing loads before the player asks

  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByRole('status')).toHaveText('Chat is open.');
  await expect(page.getByRole('region', { name: 'Live chat (test stub)' })).toBeVisible();
  expect(cdn.requests.some((url) => url.endsWith('/tracking.js'))).toBe(true);

  const provider = await page.evaluate(() => {
    const { __lc: lc, __fakeLiveChat: fake } = window as ProviderWindow;
    return {
      license: String(lc?.license),
      group: String(lc?.group),
      params: lc?.params,
      calls: fake?.calls,
    };
  });
  expect(provider.license).toBe('12345678');
  expect(provider.group).toBe('2');
  expect(provider.params).toEqual(
    expect.arrayContaining([
      { name: 'player_id', value: 'player-1001' },
      { name: 'affiliate_tag', value: 'aff-42' },
    ]),
  );
  expect(provider.calls).toEqual(
    expect.arrayContaining([{ name: 'set_customer_name', payload: 'Ada Lovelace' }]),
  );

  // Leaving the support page ends the chat.
  await widget.evaluate((element) => {
    element.setAttribute('route', '/');
  });
  await expect(widget.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as ProviderWindow).__fakeLiveChat?.destroyed))
    .toBe(true);
});

test('an unreachable chat provider shows the email fallback with a retry; the cashier keeps working', async ({
  page,
}) => {
  await stubChatCdn(page, { unreachable: true });
  await page.goto('/embed-demo/');
  const widget = await addSupportWidget(page, {
    route: 'support',
    'chat-license': '12345678',
    'support-email': 'help@casino.example',
  });
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Chat is unavailable right now')).toBeVisible();
  await expect(
    widget.getByRole('link', { name: 'Email support at help@casino.example' }),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Try again' })).toBeVisible();
  await widget.evaluate((element) => {
    element.setAttribute('route', '/');
  });
  await expect(widget.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
});
