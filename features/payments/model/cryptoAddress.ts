/** Wallet addresses of every common network fit in 20–128 characters (checked before the pattern). */
export const CRYPTO_ADDRESS_MIN_LENGTH = 20;
export const CRYPTO_ADDRESS_MAX_LENGTH = 128;

/** What is wrong with a wallet address, most basic first; `null` when it passes. */
export type CryptoAddressProblem = 'spaces' | 'length' | 'pattern';

const PRINTABLE_ASCII = /^[\x21-\x7E]*$/u;

/**
 * Checks a wallet address as entered (trimmed first): no spaces inside, 20–128 characters of
 * printable ASCII, then the network's pattern when the server sent one (`null`: no pattern).
 * Never throws, whatever the string.
 */
export function cryptoAddressProblem(
  input: string,
  pattern: RegExp | null,
): CryptoAddressProblem | null {
  const address = input.trim();
  if (/\s/u.test(address)) return 'spaces';
  if (address.length < CRYPTO_ADDRESS_MIN_LENGTH || address.length > CRYPTO_ADDRESS_MAX_LENGTH) {
    return 'length';
  }
  if (!PRINTABLE_ASCII.test(address)) return 'pattern';
  if (pattern !== null && !pattern.test(address)) return 'pattern';
  return null;
}

/**
 * A long address shortened for display, keeping its start and end so the player can compare it
 * with their wallet (`'0x1234567890abcdef1234567890abcdef12345678'` → `'0x1234…5678'`). Short text
 * is returned unchanged.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  const chars = Array.from(address);
  if (chars.length <= head + tail + 1) return address;
  return `${chars.slice(0, head).join('')}…${chars.slice(-tail).join('')}`;
}

/** Shortens every address-like run (20 or more letters and digits) inside a label. */
export function maskAddressesInText(text: string): string {
  return text.replace(/[A-Za-z0-9]{20,}/gu, (address) => shortenAddress(address));
}

/**
 * The form and wire name of the network chosen for a `multi_protocol_crypto_address` field: the
 * address is sent under the field's own name, the network's `value` under `${name}_network`.
 */
export function networkValueName(fieldName: string): string {
  return `${fieldName}_network`;
}
