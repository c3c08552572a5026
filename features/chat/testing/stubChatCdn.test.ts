// @vitest-environment happy-dom
import type { Page, Route } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_HOST_PATTERN, LIVECHAT_SCRIPT_URL } from '../constants';
import { createChatController } from '../controller/createChatController';
import { resetChatProvider } from './jsdomChatCdn';
import { stubChatCdn } from './stubChatCdn';

type Handler = (route: Route) => Promise<void>;

/** Just enough of Playwright's `Page` and `Route` to see what the stub answers. */
function fakePage() {
  const routes = new Map<string, Handler>();
  const page = {
    route: (url: string, handler: Handler) => {
      routes.set(url, handler);
      return Promise.resolve();
    },
    unroute: (url: string) => {
      routes.delete(url);
      return Promise.resolve();
    },
  };
  async function request(pattern: string, url: string) {
    const route = { request: () => ({ url: () => url }), fulfill: vi.fn(), abort: vi.fn() };
    await routes.get(pattern)?.(route as unknown as Route);
    return route;
  }
  return { page: page as unknown as Page, routes, request };
}

afterEach(() => {
  resetChatProvider();
});

describe('stubChatCdn', () => {
  it("routes the provider's script to a stub and blocks the provider's other hosts", async () => {
    const { page, routes, request } = fakePage();
    const stub = await stubChatCdn(page);
    expect([...routes.keys()]).toEqual([LIVECHAT_HOST_PATTERN, LIVECHAT_SCRIPT_URL]);

    const other = await request(LIVECHAT_HOST_PATTERN, 'https://secure.livechatinc.com/x');
    expect(other.abort).toHaveBeenCalledWith('blockedbyclient');
    const script = await request(LIVECHAT_SCRIPT_URL, LIVECHAT_SCRIPT_URL);
    expect(script.fulfill).toHaveBeenCalledWith(
      expect.objectContaining({ status: 200, contentType: 'text/javascript; charset=utf-8' }),
    );
    expect(stub.requests).toEqual(['https://secure.livechatinc.com/x', LIVECHAT_SCRIPT_URL]);

    await stub.dispose();
    expect(routes.size).toBe(0);
  });

  it('serves a script that, run in a page, loads the chat and shows a fake chat box', async () => {
    const { page, request } = fakePage();
    await stubChatCdn(page);
    const script = await request(LIVECHAT_SCRIPT_URL, LIVECHAT_SCRIPT_URL);
    const { body } = script.fulfill.mock.calls[0]?.[0] as { body: string };

    const chat = createChatController({ license: '12345678', visibility: 'maximized' });
    // Run the served source itself. (An inline <script> would run against jsdom's inner window,
    // not the test's `window` that widget-core wrote its queue stub on.)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- executing the stub is the test
    const run = new Function('window', body) as (win: Window) => void;
    run(window);

    await expect(chat.ready).resolves.toMatchObject({ state: { visibility: 'maximized' } });
    expect(document.getElementById('fake-livechat')).toHaveTextContent('Live chat (test stub)');
    chat.destroy();
  });

  it('makes the CDN unreachable on request', async () => {
    const { page, request } = fakePage();
    await stubChatCdn(page, { unreachable: true });
    const script = await request(LIVECHAT_SCRIPT_URL, LIVECHAT_SCRIPT_URL);
    expect(script.abort).toHaveBeenCalledWith('internetdisconnected');
    expect(script.fulfill).not.toHaveBeenCalled();
  });
});
