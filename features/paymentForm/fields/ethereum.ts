/**
 * The one door to the browser wallet (EIP-1193 `window.ethereum`, injected by MetaMask), so
 * components never touch the global and tests stub these functions with `vi.spyOn(ethereum, …)`.
 */

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (payload: unknown) => void): void;
  removeListener?(event: string, listener: (payload: unknown) => void): void;
}

/** Why connecting failed: the player said no (EIP-1193 code 4001), a request is already open
 * (JSON-RPC -32002), or anything else. */
export type WalletErrorKind = 'rejected' | 'pending' | 'failed';

const ACCOUNT = /^0x[0-9a-fA-F]{40}$/u;

function provider(): Eip1193Provider | null {
  const candidate = (globalThis as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== 'object' || candidate === null) return null;
  return typeof (candidate as Partial<Eip1193Provider>).request === 'function'
    ? (candidate as Eip1193Provider)
    : null;
}

/** True when the address looks like an Ethereum account (`0x` and 40 hex digits). */
export function isEthereumAccount(value: string): boolean {
  return ACCOUNT.test(value);
}

/** The kind of a wallet error, from its EIP-1193 `code`. */
export function walletErrorKind(error: unknown): WalletErrorKind {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 4001) return 'rejected';
  if (code === -32002) return 'pending';
  return 'failed';
}

export const ethereum = {
  /** True when a wallet is injected; false means the player must install MetaMask first. */
  isAvailable(): boolean {
    return provider() !== null;
  },

  /**
   * Asks the wallet to connect (`eth_requestAccounts`) and resolves with the first account. Rejects
   * with the wallet's error (see {@link walletErrorKind}), or an Error when no wallet or no valid
   * account came back.
   */
  async requestAccount(): Promise<string> {
    const wallet = provider();
    if (!wallet) throw new Error('No Ethereum wallet is installed.');
    const accounts = await wallet.request({ method: 'eth_requestAccounts' });
    const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first !== 'string' || !isEthereumAccount(first)) {
      throw new Error('The wallet returned no account.');
    }
    return first;
  },

  /**
   * Calls `listener` whenever the player switches or disconnects the account in the wallet
   * (EIP-1193 `accountsChanged`) with the wallet's account now, or `null` when it offers none (or
   * none that looks like an account). Returns the unsubscribe function; a wallet without events
   * gives one that does nothing.
   */
  onAccountChange(listener: (account: string | null) => void): () => void {
    const wallet = provider();
    if (!wallet?.on) return () => undefined;
    const handler = (accounts: unknown) => {
      const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
      listener(typeof first === 'string' && isEthereumAccount(first) ? first : null);
    };
    wallet.on('accountsChanged', handler);
    return () => {
      wallet.removeListener?.('accountsChanged', handler);
    };
  },
};
