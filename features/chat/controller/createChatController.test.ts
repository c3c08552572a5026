// @vitest-environment happy-dom
import { createWidget, getData } from '@livechat/widget-core';
import type { ExtendedWindow } from '@livechat/widget-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_SCRIPT_URL } from '../constants';
import {
  chatScripts,
  completeChatScriptLoad,
  failChatScriptLoad,
  resetChatProvider,
} from '../testing/jsdomChatCdn';
import { ChatLoadError } from './chatLoadError';
import { createChatController } from './createChatController';
import type { ChatController } from './createChatController';

const LICENSE = '12345678';
const host = () => window as unknown as Partial<ExtendedWindow>;

const controllers: ChatController[] = [];
function startChat(settings: unknown = { license: LICENSE }, loadTimeoutMs?: number) {
  const chat = createChatController(settings, loadTimeoutMs ? { loadTimeoutMs } : {});
  controllers.push(chat);
  return chat;
}

beforeEach(() => {
  // Only the load timeout uses timers; fake ones die with each test instead of firing in the next.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  for (const chat of controllers.splice(0)) chat.destroy();
  resetChatProvider();
  vi.useRealTimers();
});

describe('createChatController', () => {
  it("injects the chat provider's script from its CDN and starts in the loading state", () => {
    const chat = startChat();
    expect(chat.state).toBe('loading');
    expect(chatScripts().map((script) => script.src)).toEqual([LIVECHAT_SCRIPT_URL]);
    expect(host().__lc?.license).toBe(12345678);
  });

  it('is loaded once the provider script has run, and reports what the provider reports', async () => {
    const chat = startChat({ license: LICENSE, visibility: 'maximized' });
    completeChatScriptLoad();
    const ready = await chat.ready;
    expect(chat.state).toBe('loaded');
    expect(ready.state).toEqual({ availability: 'online', visibility: 'maximized' });
    expect(chat.getState()).toEqual({ availability: 'online', visibility: 'maximized' });
    expect(chat.getChatData()).toEqual({ chatId: 'fake-chat', threadId: 'fake-thread' });
  });

  it('throws exactly "You can\'t use getters before load." from every getter while loading', () => {
    const chat = startChat();
    const exactly = /^You can't use getters before load\.$/;
    expect(() => chat.getState()).toThrow(exactly);
    expect(() => chat.getCustomerData()).toThrow(exactly);
    expect(() => chat.getChatData()).toThrow(exactly);
  });

  it('says why getters fail after the widget is destroyed', () => {
    const chat = startChat();
    completeChatScriptLoad();
    chat.destroy();
    expect(() => chat.getState()).toThrow("You can't use getters after destroy.");
  });

  it.each(['after-load-first', 'ready-first'] as const)(
    'applies a destroy requested during loading once loading completes (%s)',
    async (order) => {
      const chat = startChat();
      chat.destroy();
      expect(chat.state).toBe('loading');

      const provider = completeChatScriptLoad({ order });
      expect(chat.state).toBe('destroyed');
      expect(provider.calls.filter((call) => call.name === 'destroy')).toHaveLength(1);
      expect(provider.destroyed).toBe(true);
      expect(chatScripts()).toEqual([]);
      await expect(chat.ready).rejects.toEqual(new ChatLoadError('destroyed'));
    },
  );

  it('destroys a loaded widget at once, and only once', () => {
    const chat = startChat();
    const provider = completeChatScriptLoad();
    chat.destroy();
    chat.destroy();
    expect(chat.state).toBe('destroyed');
    expect(provider.calls.filter((call) => call.name === 'destroy')).toHaveLength(1);
  });

  it("destroys quietly when the provider's global is already gone", () => {
    const chat = startChat();
    completeChatScriptLoad();
    Reflect.deleteProperty(window, 'LiveChatWidget');
    expect(() => {
      chat.destroy();
    }).not.toThrow();
    expect(chat.state).toBe('destroyed');
  });

  it('maximizes, minimizes and hides the widget and reports each visibility change', async () => {
    const chat = startChat();
    const provider = completeChatScriptLoad();
    await chat.ready;
    const changes: string[] = [];
    chat.subscribe({ onVisibilityChanged: ({ visibility }) => changes.push(visibility) });

    chat.maximize();
    expect(provider.visibility).toBe('maximized');
    chat.minimize();
    chat.hide();
    expect(changes).toEqual(['maximized', 'minimized', 'hidden']);
    expect(chat.getState().visibility).toBe('hidden');
  });

  it('queues a visibility change requested while loading until the script has run', () => {
    const chat = startChat({ license: LICENSE, visibility: 'hidden' });
    chat.maximize();
    const provider = completeChatScriptLoad();
    expect(provider.calls.map((call) => call.name)).toEqual(['hide', 'maximize']);
    expect(provider.visibility).toBe('maximized');
  });

  it('passes group, chat between groups, session variables and customer to the provider', async () => {
    const chat = startChat({
      license: LICENSE,
      group: '3',
      chatBetweenGroups: true,
      sessionVariables: [{ name: 'vip', value: 'gold' }],
      customerName: 'Ada Player',
      customerEmail: 'ada@example.com',
    });
    expect(host().__lc).toMatchObject({
      license: 12345678,
      group: 3,
      chat_between_groups: true,
      params: [{ name: 'vip', value: 'gold' }],
    });
    completeChatScriptLoad();
    const { customerData } = await chat.ready;
    expect(customerData).toMatchObject({
      name: 'Ada Player',
      email: 'ada@example.com',
      sessionVariables: { vip: 'gold' },
    });
  });

  it('updates session variables and customer data once checked', async () => {
    const chat = startChat();
    completeChatScriptLoad();
    await chat.ready;
    chat.updateSessionVariables({ page: 'support' });
    chat.updateCustomerData({ name: 'Ada' });
    expect(chat.getCustomerData()).toMatchObject({
      name: 'Ada',
      sessionVariables: { page: 'support' },
    });
    expect(() => {
      chat.updateSessionVariables({ page: 7 } as never);
    }).toThrow('The session variable "page" must have a string value');
  });

  it('forwards provider events to subscribers until they unsubscribe', async () => {
    const chat = startChat();
    const onNewEvent = vi.fn();
    const unsubscribe = chat.subscribe({ onNewEvent });
    const provider = completeChatScriptLoad();
    await chat.ready;
    provider.receiveAgentMessage();
    unsubscribe();
    provider.receiveAgentMessage();
    expect(onNewEvent).toHaveBeenCalledTimes(1);
    expect(onNewEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'message', author: { id: 'fake-agent', type: 'agent' } }),
    );
  });

  it('ends destroyed when the CDN is unreachable, and a new controller can load afterwards', async () => {
    const failed = startChat();
    failChatScriptLoad();
    expect(failed.state).toBe('destroyed');
    await expect(failed.ready).rejects.toEqual(new ChatLoadError('script-error'));
    expect(host().LiveChatWidget).toBeUndefined();
    expect(chatScripts()).toEqual([]);

    const retry = startChat();
    expect(chatScripts()).toHaveLength(1);
    completeChatScriptLoad();
    await retry.ready;
    expect(retry.state).toBe('loaded');
  });

  it('gives up with a timeout when the script never finishes loading', async () => {
    const chat = startChat(undefined, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(chat.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(chat.state).toBe('destroyed');
    await expect(chat.ready).rejects.toEqual(new ChatLoadError('timeout'));
  });

  it("a chat destroyed while loading never times out on a newer chat's provider", async () => {
    const first = startChat(undefined, 5_000);
    first.destroy(); // the player left the support page during loading
    const second = startChat(undefined, 60_000); // and came back
    vi.advanceTimersByTime(5_000);
    // The first one's timeout would have removed the provider's scripts and globals.
    expect(chatScripts()).not.toEqual([]);
    completeChatScriptLoad();
    await second.ready;
    expect(second.state).toBe('loaded');
  });

  describe('license validation', () => {
    const required = /^The license property is required for initialization$/;

    it.each([
      ['missing', {}],
      ['a number', { license: 12345678 }],
      ['null', { license: null }],
      ['empty', { license: '  ' }],
      ['no settings at all', undefined],
    ])('fails initialization with the spec message when the license is %s', (_, settings) => {
      expect(() => createChatController(settings)).toThrow(required);
      expect(chatScripts()).toEqual([]);
    });

    it('rejects a license that is not a numeric string', () => {
      expect(() => createChatController({ license: 'abc' })).toThrow(
        'The license property must be a numeric string, such as "12345678"',
      );
    });
  });

  describe("widget-core's own guards (why the controller raises the spec's messages itself)", () => {
    it('prefixes the missing-license message and also mentions organizationId', () => {
      expect(() => createWidget({})).toThrow(
        /^\[LiveChatWidget\] The license or organizationId property is required for initialization$/,
      );
    });

    it('prefixes the getters-before-load message', () => {
      createWidget({ license: LICENSE });
      expect(() => getData('state')).toThrow(
        /^\[LiveChatWidget\] You can't use getters before load\.$/,
      );
    });
  });
});
