import { describe, expect, it } from 'vitest';
import { DISPLAY_ONLY_FIELD_TYPES, SECRET_FIELD_TYPES, isSecretField } from './fieldTypes';

describe('the field-type table', () => {
  it('keeps card numbers, security codes, passwords and wallet tokens secret', () => {
    expect([...SECRET_FIELD_TYPES].sort()).toEqual([
      'credit_card_number',
      'cvv',
      'password',
      'wallet',
    ]);
  });

  it('keeps a field named as an IBAN secret whatever its type, and nothing else by name', () => {
    expect(isSecretField({ name: 'iban', type: 'text' })).toBe(true);
    expect(isSecretField({ name: 'nickname', type: 'text' })).toBe(false);
    expect(isSecretField({ name: 'x', type: 'hologram' })).toBe(false);
  });

  it('submits nothing for banners, buttons, deposit addresses and wallets', () => {
    expect([...DISPLAY_ONLY_FIELD_TYPES].sort()).toEqual([
      'banner',
      'button',
      'deposit_crypto_address',
      'wallet',
    ]);
  });
});
