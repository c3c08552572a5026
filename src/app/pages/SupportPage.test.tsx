import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeChatScriptLoad,
  failChatScriptLoad,
  resetChatProvider,
} from '@features/chat/testing/jsdomChatCdn';
import { chatScriptInjected } from '@features/chat/testing/renderLiveChat';
import { cashierPaths } from '@features/payments';
import { MOCK_PLAYER } from '@mocks/backend/player';
import { server } from '@mocks/node';
import { renderWithProviders } from '@testing/render';
import type { CashierOptions } from '../cashierOptions';
import { CashierOptionsContext } from '../cashierOptions';
import { NavigatedContext } from '../pageArrival';
import SupportPage from './SupportPage';

afterEach(() => {
  cleanup();
  resetChatProvider();
});

interface ProviderGlobals {
  __lc?: {
    license?: number | string;
    group?: number | string;
    params?: { name: string; value: string }[];
  };
}

function renderSupport(options: CashierOptions) {
  return renderWithProviders(
    <CashierOptionsContext value={options}>
      <SupportPage />
    </CashierOptionsContext>,
    { lazyPart: true },
  );
}

async function startChat(options: CashierOptions) {
  const view = renderSupport(options);
  await view.user.click(await screen.findByRole('button', { name: 'Start chat' }));
  await chatScriptInjected();
  return view;
}

describe('SupportPage', () => {
  it('starts the chat with the operator settings and the player as customer and session variables', async () => {
    await startChat({
      chat: { license: '12345678', group: '3', sessionVariables: { vip: 'gold' } },
    });
    const lc = (window as ProviderGlobals).__lc;
    expect(String(lc?.license)).toBe('12345678');
    expect(String(lc?.group)).toBe('3');
    expect(lc?.params).toEqual(
      expect.arrayContaining([
        { name: 'player_id', value: MOCK_PLAYER.id },
        { name: 'affiliate_tag', value: MOCK_PLAYER.affiliateTag },
        { name: 'vip', value: 'gold' },
      ]),
    );
    const provider = completeChatScriptLoad();
    expect(await screen.findByText('Chat is open.')).toBeInTheDocument();
    expect(provider.calls).toEqual(
      expect.arrayContaining([
        { name: 'set_customer_name', payload: MOCK_PLAYER.name },
        { name: 'set_customer_email', payload: MOCK_PLAYER.email },
      ]),
    );
  });

  it('lets the operator name the customer, over the player profile', async () => {
    await startChat({ chat: { license: '12345678', customerName: 'VIP desk guest' } });
    const { calls } = completeChatScriptLoad();
    expect(calls).toContainEqual({ name: 'set_customer_name', payload: 'VIP desk guest' });
    expect(calls).not.toContainEqual({ name: 'set_customer_name', payload: MOCK_PLAYER.name });
  });

  it('still offers the chat, without player details, when the cashier config fails', async () => {
    server.use(
      http.get(cashierPaths.config, () =>
        HttpResponse.json({ error: { type: 'server_error', message: 'down' } }, { status: 500 }),
      ),
    );
    await startChat({ chat: { license: '12345678' } });
    const { calls } = completeChatScriptLoad();
    expect(calls.map((call) => call.name)).not.toContain('set_customer_name');
    expect((window as ProviderGlobals).__lc?.params ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'player_id' }),
    );
  });

  it('offers the support email and page, without any apology, when no chat is set up', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    renderSupport({
      chat: { license: undefined },
      supportEmail: 'help@casino.example',
      supportUrl: 'https://casino.example/help',
    });
    const contact = await screen.findByRole('region', { name: 'Reach our support team' });
    expect(
      within(contact).getByRole('link', { name: 'Email support at help@casino.example' }),
    ).toHaveAttribute('href', 'mailto:help@casino.example');
    const page = within(contact).getByRole('link', {
      name: 'Visit our support page (opens in a new tab)',
    });
    expect(page).toHaveAttribute('href', 'https://casino.example/help');
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('region', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable|try again later/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks to try the chat again later, beside the email, when the chat fails to load', async () => {
    await startChat({ chat: { license: '12345678' }, supportEmail: 'help@casino.example' });
    failChatScriptLoad();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chat is unavailable right now');
    expect(alert).toHaveTextContent('Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Email support at help@casino.example' }),
    ).toHaveAttribute('href', 'mailto:help@casino.example');
  });

  it('says plainly when there is no way to reach support, and leads back to the cashier', async () => {
    const { store, user } = renderSupport({});
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Support can’t be reached from here');
    expect(notice).toHaveTextContent('No way to contact support has been set up for this cashier.');
    expect(within(notice).getByRole('link', { name: 'Back to the cashier' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(notice).getByRole('link', { name: 'Back to the cashier' }));
    expect(store.getState().navigation.route).toBe('/');
  });

  it('links no support page the URL policy refuses, and no email that is not one', async () => {
    renderSupport({ supportEmail: 'help desk', supportUrl: 'javascript:alert(1)' });
    expect(await screen.findByText('Support can’t be reached from here')).toBeVisible();
    expect(screen.queryByRole('link', { name: /support/i })).not.toBeInTheDocument();
  });

  it.each([
    ['a license that is not a string', { license: 12345678 as unknown as string }],
    ['a license that is not a number', { license: 'abc' }],
  ])('offers no chat but the other ways, and tells the operator, for %s', async (_case, chat) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSupport({ chat, supportEmail: 'help@casino.example' });
    expect(
      await screen.findByRole('link', { name: 'Email support at help@casino.example' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start chat' })).not.toBeInTheDocument();
    expect(screen.queryByText(/try again later/i)).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Live chat configuration: /));
  });

  it('takes focus to its heading when the player arrives from another screen and focus was lost', async () => {
    renderWithProviders(
      <CashierOptionsContext value={{ supportEmail: 'help@casino.example' }}>
        <NavigatedContext value>
          <SupportPage />
        </NavigatedContext>
      </CashierOptionsContext>,
      { lazyPart: true },
    );
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toHaveFocus();
    });
  });

  it('leaves focus alone on the cashier’s first screen', async () => {
    renderSupport({ supportEmail: 'help@casino.example' });
    await screen.findByRole('link', { name: 'Email support at help@casino.example' });
    expect(document.body).toHaveFocus();
  });
});
