/** Public surface of the wallets (Apple Pay, Google Pay): the button, loaded in a chunk of its own. */
export { WalletButton } from './WalletButton';
