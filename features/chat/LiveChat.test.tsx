import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatScripts,
  completeChatScriptLoad,
  failChatScriptLoad,
  resetChatProvider,
} from './testing/jsdomChatCdn';
import { chatScriptInjected, renderLiveChat } from './testing/renderLiveChat';
import { LiveChat } from './LiveChat';

const settings = { license: '12345678', customerName: 'Ada', customerEmail: 'ada@example.com' };

afterEach(() => {
  cleanup(); // unmount (destroying the chat) before the provider's globals go
  resetChatProvider();
});

async function startChat() {
  const view = renderLiveChat(<LiveChat settings={settings} />);
  await view.user.click(screen.getByRole('button', { name: 'Start chat' }));
  await chatScriptInjected();
  return view;
}

describe('LiveChat', () => {
  it('offers a labelled "Start chat" button and loads nothing before it is pressed', () => {
    renderLiveChat(<LiveChat settings={settings} />);
    expect(screen.getByRole('region', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chat not started.');
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(chatScripts()).toEqual([]);
  });

  it('loads the widget on demand, showing a connecting status until the chat is open', async () => {
    const { store } = await startChat();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to chat…');
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeDisabled();

    completeChatScriptLoad();
    expect(await screen.findByText('Chat is open.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
    expect(store.getState().chat).toEqual({ status: 'loaded', visibility: 'maximized', unread: 0 });
    const box = screen.getByRole('region', { name: 'Live chat (test stub)' });
    expect(box).toBeVisible();
    expect(box).toHaveTextContent('Hello Ada, an agent will be with you shortly.');
  });

  it('records the chat as events: open requested, load started, loaded', async () => {
    const { actions } = await startChat();
    completeChatScriptLoad();
    await screen.findByText('Chat is open.');
    const chatActions = actions.filter((action) => action.type.startsWith('chat/'));
    expect(chatActions.map((action) => action.type)).toEqual([
      'chat/openRequested',
      'chat/loadStarted',
      'chat/loaded',
    ]);
  });

  it('counts unread agent messages while minimized and reopens the chat on request', async () => {
    const { user } = await startChat();
    const provider = completeChatScriptLoad();
    const box = await screen.findByRole('region', { name: 'Live chat (test stub)' });
    await user.click(within(box).getByRole('button', { name: 'Minimize' }));
    expect(await screen.findByText('Chat is minimized.')).toBeInTheDocument();

    provider.receiveAgentMessage();
    provider.receiveAgentMessage();
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('Chat is open.')).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(provider.visibility).toBe('maximized');
  });

  it('asks to try again later, with a retry, when the CDN is unreachable, and the retry loads', async () => {
    const { user } = await startChat();
    failChatScriptLoad();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chat is unavailable right now');
    expect(alert).toHaveTextContent('Please try again later.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to chat…');
    await chatScriptInjected();
    completeChatScriptLoad();
    expect(await screen.findByText('Chat is open.')).toBeInTheDocument();
  });

  it.each([
    ['no settings', undefined],
    ['no license', { license: undefined }],
    ['a blank license', { license: ' ' }],
  ])('shows nothing and logs nothing when no chat is set up (%s)', (_case, given) => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const { container } = renderLiveChat(<LiveChat settings={given} />);
    expect(container).toBeEmptyDOMElement();
    expect(chatScripts()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows nothing but tells the operator when the chat is set up with a wrong license', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderLiveChat(<LiveChat settings={{ license: 'abc' }} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(
      'Live chat configuration: The license property must be a numeric string, such as "12345678"',
    );
  });

  it('destroys the widget when the page is left', async () => {
    const { store, unmount } = await startChat();
    const provider = completeChatScriptLoad();
    await screen.findByText('Chat is open.');
    unmount();
    expect(provider.destroyed).toBe(true);
    expect(store.getState().chat.status).toBe('destroyed');
    await waitFor(() => {
      expect(document.getElementById('fake-livechat')).toBeNull();
    });
  });
});
