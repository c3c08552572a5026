import type { Page, Route } from '@playwright/test';
import { LIVECHAT_HOST_PATTERN, LIVECHAT_SCRIPT_URL } from '../constants';
import { installFakeLiveChat } from './fakeLiveChat';
import type { FakeLiveChatOptions } from './fakeLiveChat';

export interface StubChatCdnOptions extends FakeLiveChatOptions {
  /** The CDN is unreachable: the script request fails (exercises the fallback and retry). */
  unreachable?: boolean;
  /** Holds the script this many milliseconds, so the loading state can be seen. */
  delayMs?: number;
}

export interface ChatCdnStub {
  /** Every provider URL the page requested (all answered locally). */
  readonly requests: readonly string[];
  /** Removes the routes. */
  dispose(): Promise<void>;
}

/**
 * The stand-in script served instead of the provider's: the fake provider (see `fakeLiveChat.ts`)
 * installed on the page's `window`, which also draws a visible fake chat box.
 */
export function chatStubScript(options: FakeLiveChatOptions = {}): string {
  return `(${installFakeLiveChat.toString()})(window, ${JSON.stringify(options)});\n`;
}

/**
 * Routes the chat provider's CDN to a local stub for Playwright: its script
 * (https://cdn.livechatinc.com/tracking.js) gets `chatStubScript()`, any other request to the
 * provider's hosts is blocked. The fake provider is reachable in the page as
 * `window.__fakeLiveChat` (e.g. `page.evaluate(() => window.__fakeLiveChat.receiveAgentMessage())`).
 */
export async function stubChatCdn(
  page: Page,
  { unreachable = false, delayMs = 0, ...fake }: StubChatCdnOptions = {},
): Promise<ChatCdnStub> {
  const requests: string[] = [];
  const body = chatStubScript(fake);
  const blockOthers = async (route: Route) => {
    requests.push(route.request().url());
    await route.abort('blockedbyclient');
  };
  const serveScript = async (route: Route) => {
    requests.push(route.request().url());
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (unreachable) {
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body,
    });
  };
  // Playwright tries the most recently added matching route first: the catch-all goes in first.
  await page.route(LIVECHAT_HOST_PATTERN, blockOthers);
  await page.route(LIVECHAT_SCRIPT_URL, serveScript);
  return {
    requests,
    async dispose() {
      await page.unroute(LIVECHAT_SCRIPT_URL, serveScript);
      await page.unroute(LIVECHAT_HOST_PATTERN, blockOthers);
    },
  };
}
