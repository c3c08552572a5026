import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LICENSE_REQUIRED_MESSAGE } from '@features/chat';
import { completeChatScriptLoad, resetChatProvider } from '@features/chat/testing/jsdomChatCdn';
import { chatScriptInjected } from '@features/chat/testing/renderLiveChat';
import { cashierPaths } from '@features/payments';
import { MOCK_PLAYER } from '@mocks/backend/player';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/testing/render';
import type { CashierOptions } from '../cashierOptions';
import { CashierOptionsContext } from '../cashierOptions';
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

  it.each([
    ['missing', {}],
    ['not a string', { license: 12345678 as unknown as string }],
  ])(
    'shows a configuration notice and logs the error when the license is %s',
    async (_case, chat) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSupport({ chat, supportEmail: 'help@casino.example' });
      expect(
        await screen.findByText('Live chat isn’t set up for this site yet.'),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Email support at help@casino.example' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Start chat' })).not.toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(`Live chat configuration: ${LICENSE_REQUIRED_MESSAGE}`);
    },
  );
});
