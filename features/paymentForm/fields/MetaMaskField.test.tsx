import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { ethereum, walletErrorKind } from './ethereum';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';
const OTHER = '0xabcdef1234567890abcdef1234567890abcd7890';
const wallet: Field = {
  name: 'eth_account',
  type: 'metamask',
  label: 'Ethereum wallet',
  required: true,
};

const connectButton = () => screen.getByRole('button', { name: 'Connect MetaMask' });

describe('MetaMaskField', () => {
  it('connects through the wallet, shows the shortened account and sends the address', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    const request = vi.spyOn(ethereum, 'requestAccount').mockResolvedValue(ACCOUNT);
    const view = renderFields([wallet]);
    expect(screen.getByLabelText('Ethereum wallet')).toHaveTextContent('Not connected');

    await view.user.click(connectButton());
    expect(request).toHaveBeenCalledOnce();
    expect(await screen.findByText(sentence('Connected: 0x1234…abcd'))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]?.publicFields).toEqual({ eth_account: ACCOUNT });
  });

  it('requires a connection before submitting', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    const view = renderFields([wallet]);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Connect your MetaMask wallet to continue.'),
    ).toBeInTheDocument();
    expect(connectButton()).toHaveFocus();
    expect(view.submissions).toHaveLength(0);
  });

  it('explains a refused connection next to the field', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    vi.spyOn(ethereum, 'requestAccount').mockRejectedValue({
      code: 4001,
      message: 'User rejected',
    });
    const view = renderFields([wallet]);
    await view.user.click(connectButton());
    expect(
      await screen.findByText(
        'You declined the connection in MetaMask. Select “Connect MetaMask” to try again.',
      ),
    ).toBeInTheDocument();
    expect(connectButton()).toHaveAccessibleDescription(/You declined the connection/);
    expect(screen.getByLabelText('Ethereum wallet')).toHaveTextContent('Not connected');
  });

  it('shows the install explanation when no wallet is injected', () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(false);
    renderFields([wallet]);
    expect(screen.getByText('MetaMask is needed')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://metamask.io/download/' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Connect MetaMask' })).not.toBeInTheDocument();
  });

  it('disconnects', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    vi.spyOn(ethereum, 'requestAccount').mockResolvedValue(ACCOUNT);
    const view = renderFields([wallet]);
    await view.user.click(connectButton());
    await view.user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(screen.getByLabelText('Ethereum wallet')).toHaveTextContent('Not connected');
  });
});

describe('MetaMaskField and the wallet', () => {
  it('follows the account chosen in the wallet afterwards, and empties when the wallet disconnects', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    vi.spyOn(ethereum, 'requestAccount').mockResolvedValue(ACCOUNT);
    const listeners = new Set<(account: string | null) => void>();
    vi.spyOn(ethereum, 'onAccountChange').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const walletSays = (account: string | null) => {
      act(() => {
        for (const listener of [...listeners]) listener(account);
      });
    };
    const view = renderFields([wallet]);
    expect(listeners.size).toBe(0); // not connected: the wallet's choice is not ours to follow
    await view.user.click(connectButton());
    expect(await screen.findByText(sentence('Connected: 0x1234…abcd'))).toBeInTheDocument();

    walletSays(OTHER);
    expect(await screen.findByText(sentence('Connected: 0xabcd…7890'))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]?.publicFields).toEqual({ eth_account: OTHER });

    walletSays(null);
    expect(screen.getByLabelText('Ethereum wallet')).toHaveTextContent('Not connected');
    expect(listeners.size).toBe(0);
  });
});

describe('the ethereum adapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is unavailable without window.ethereum', async () => {
    expect(ethereum.isAvailable()).toBe(false);
    await expect(ethereum.requestAccount()).rejects.toThrow('No Ethereum wallet');
  });

  it('asks the injected provider for accounts', async () => {
    const request = vi.fn().mockResolvedValue([ACCOUNT]);
    vi.stubGlobal('ethereum', { request });
    expect(ethereum.isAvailable()).toBe(true);
    await expect(ethereum.requestAccount()).resolves.toBe(ACCOUNT);
    expect(request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
  });

  it('refuses an answer without a valid account', async () => {
    vi.stubGlobal('ethereum', { request: vi.fn().mockResolvedValue(['<script>']) });
    await expect(ethereum.requestAccount()).rejects.toThrow('no account');
  });

  it("reports the wallet's account changes until unsubscribed", () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const removeListener = vi.fn();
    vi.stubGlobal('ethereum', {
      request: vi.fn(),
      on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
      removeListener,
    });
    const seen: (string | null)[] = [];
    const unsubscribe = ethereum.onAccountChange((account) => seen.push(account));
    const handler = handlers.get('accountsChanged');
    handler?.([OTHER]);
    handler?.([]);
    handler?.(['<script>']);
    expect(seen).toEqual([OTHER, null, null]);
    unsubscribe();
    expect(removeListener).toHaveBeenCalledWith('accountsChanged', handler);
  });

  it('gives a no-op subscription for a wallet without events', () => {
    vi.stubGlobal('ethereum', { request: vi.fn() });
    expect(() => {
      ethereum.onAccountChange(() => undefined)();
    }).not.toThrow();
  });

  it('classifies wallet errors by EIP-1193 code', () => {
    expect(walletErrorKind({ code: 4001 })).toBe('rejected');
    expect(walletErrorKind({ code: -32002 })).toBe('pending');
    expect(walletErrorKind(new Error('boom'))).toBe('failed');
    expect(walletErrorKind(null)).toBe('failed');
  });
});
