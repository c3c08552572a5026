import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRYPTO_ADDRESS_MAX_LENGTH,
  CRYPTO_ADDRESS_MIN_LENGTH,
  cryptoAddressProblem,
  maskAddressesInText,
  networkValueName,
  shortenAddress,
} from './cryptoAddress';

const TRC20 = /^(?:T[1-9A-HJ-NP-Za-km-z]{33})$/u;
const ERC20 = /^(?:0x[0-9a-fA-F]{40})$/u;
/** Tron's alphabet (Base58: no 0, O, I or l). */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('cryptoAddressProblem', () => {
  it('accepts addresses that match their network', () => {
    expect(cryptoAddressProblem(TRON, TRC20)).toBeNull();
    expect(cryptoAddressProblem(` ${ETH} `, ERC20)).toBeNull();
    expect(cryptoAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', null)).toBeNull();
  });

  it('refuses spaces, bad lengths and other networks’ addresses', () => {
    expect(cryptoAddressProblem('TN3W4H6rK2ce4vX9 YnFQHwKENnHjoxb3m9', TRC20)).toBe('spaces');
    expect(cryptoAddressProblem('0x1234', null)).toBe('length');
    expect(cryptoAddressProblem('a'.repeat(129), null)).toBe('length');
    expect(cryptoAddressProblem(ETH, TRC20)).toBe('pattern');
    expect(cryptoAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdé', null)).toBe(
      'pattern',
    );
  });
});

describe('shortenAddress and maskAddressesInText', () => {
  it('keeps the start and end of long addresses', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(shortenAddress('short')).toBe('short');
  });

  it('masks only address-like runs in a label', () => {
    expect(maskAddressesInText(`USDT · ${TRON}`)).toBe('USDT · TN3W4H…b3m9');
    expect(maskAddressesInText('Main wallet')).toBe('Main wallet');
  });

  it('names the network value after the field', () => {
    expect(networkValueName('usdt_address')).toBe('usdt_address_network');
  });
});

describe('crypto address helpers on arbitrary input (fast-check)', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 200 }));
  const anyPattern = fc.constantFrom(null, TRC20, ERC20, /^(?:[a-z]+)$/u);

  it('never throw, and a passing address is trimmed, unspaced, ASCII and 20–128 long', () => {
    fc.assert(
      fc.property(anyText, anyPattern, (text, pattern) => {
        const problem = cryptoAddressProblem(text, pattern);
        if (problem !== null) return;
        const address = text.trim();
        expect(address).toMatch(/^[\x21-\x7E]+$/u);
        expect(address.length).toBeGreaterThanOrEqual(CRYPTO_ADDRESS_MIN_LENGTH);
        expect(address.length).toBeLessThanOrEqual(CRYPTO_ADDRESS_MAX_LENGTH);
        if (pattern) expect(pattern.test(address)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accept every address the pattern generates', () => {
    const tron = fc
      .string({
        unit: fc.constantFrom(...Array.from(BASE58)),
        minLength: 33,
        maxLength: 33,
      })
      .map((rest) => `T${rest}`);
    fc.assert(
      fc.property(tron, (address) => {
        expect(cryptoAddressProblem(address, TRC20)).toBeNull();
        expect(cryptoAddressProblem(address, ERC20)).toBe('pattern');
      }),
    );
  });

  it('shorten never throws and never lengthens', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(Array.from(shortenAddress(text)).length).toBeLessThanOrEqual(
          Array.from(text).length,
        );
        expect(maskAddressesInText(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
