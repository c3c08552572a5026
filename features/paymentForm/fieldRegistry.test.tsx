import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { FIELD_TYPES } from '@contract/payments/lists';
import { DISPLAY_ONLY_FIELD_TYPES, FIELD_TYPE_TABLE } from '@contract/fieldTypes';
import {
  blockingField,
  canShowField,
  componentForField,
  componentForFieldType,
  fieldRegistry,
} from './fieldRegistry';
import { ethereum } from './fields/ethereum';
import { UnsupportedField } from './fields/SimpleFields';
import { renderFields } from './fields/testHarness';
import { sentence } from '@testing/sentence';

/** One realistic field of each of the contract's 24 field types (contract/payments/lists.ts). */
function fieldOf(type: (typeof FIELD_TYPES)[number]): Field {
  const base: Field = { name: `f_${type}`, type, label: `Field ${type}` };
  switch (type) {
    case 'select':
    case 'cascade_select':
    case 'crypto_currencies_account_select':
      return { ...base, options: [{ value: 'a', label: 'Option A' }] };
    case 'banner':
      return { ...base, text: 'Server text' };
    case 'button':
      return { ...base, url: 'https://help.example.com/' };
    case 'deposit_crypto_address':
      return { ...base, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };
    case 'multi_protocol_crypto_address':
      return { ...base, networks: [{ value: 'trc20', label: 'TRC20' }] };
    default:
      return base;
  }
}

describe('fieldRegistry', () => {
  it('maps every contract type to a real component', () => {
    for (const type of FIELD_TYPES) {
      expect(fieldRegistry[type], type).not.toBe(UnsupportedField);
      expect(componentForFieldType(type)).toBe(fieldRegistry[type]);
    }
  });

  it('renders all 24 types in one form without an "unsupported" notice', () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    renderFields(FIELD_TYPES.map(fieldOf));
    expect(screen.queryByText(/can't be shown here/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Field attachment')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('link', { name: /Field button/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the deposit address' })).toBeInTheDocument();
  });

  it('keeps numbers, codes and addresses left to right (a card number in Arabic stays 1234 5678)', () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    const ltr = [
      'credit_card_number',
      'card_expiry_date',
      'cvv',
      'email',
      'tel',
      'crypto_address',
      'multi_protocol_crypto_address',
      'deposit_crypto_address',
      'cashout_crypto_address',
    ] as const;
    const natural = ['text', 'card_holder', 'textarea', 'password'] as const;
    renderFields([
      ...[...ltr, ...natural].map(fieldOf),
      { name: 'bankiban', type: 'text', label: 'IBAN' },
    ]);
    for (const type of ltr) {
      expect(screen.getByLabelText(`Field ${type}`), type).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('dir', 'ltr');
    for (const type of natural) {
      expect(screen.getByLabelText(`Field ${type}`), type).not.toHaveAttribute('dir');
    }
  });

  it('shows an unknown server type as a visible notice and logs it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(componentForFieldType('hologram')).toBe(UnsupportedField);
    expect(componentForField({ name: 'x', type: 'hologram' })).toBe(UnsupportedField);
    expect(warn).toHaveBeenCalledOnce();
    renderFields([{ name: 'x', type: 'hologram', label: 'Hologram' }]);
    expect(screen.getByText(sentence("“Hologram” can't be shown here"))).toBeInTheDocument();
  });

  it('has a component for every type of the field-type table, and no other type', () => {
    expect(Object.keys(fieldRegistry).sort()).toEqual(Object.keys(FIELD_TYPE_TABLE).sort());
  });

  it('lists the display-only types, whose values are never sent', () => {
    expect([...DISPLAY_ONLY_FIELD_TYPES].sort()).toEqual([
      'banner',
      'button',
      'deposit_crypto_address',
      'wallet',
    ]);
  });

  it('tells the fields it can show from those it cannot', () => {
    for (const type of FIELD_TYPES.filter((type) => type !== 'wallet')) {
      expect(canShowField(fieldOf(type)), type).toBe(true);
    }
    expect(canShowField({ name: 'x', type: 'hologram' })).toBe(false);
    // An IBAN is known by its name, whatever the type.
    expect(canShowField({ name: 'bankiban', type: 'hologram' })).toBe(true);
    expect(canShowField({ name: 'pay', type: 'wallet' })).toBe(false);
    expect(
      canShowField({
        name: 'pay',
        type: 'wallet',
        wallet: {
          kind: 'applepay',
          merchantIdentifier: 'merchant.example',
          merchantName: 'Casino',
          supportedNetworks: ['visa'],
          countryCode: 'MT',
        },
      }),
    ).toBe(true);
  });

  it('blocks the payment on a required field it cannot show, or a wallet without its data, only', () => {
    const amount: Field = { name: 'amount', type: 'amount', label: 'Amount', required: true };
    const optional: Field = { name: 'x', type: 'hologram', label: 'Hologram' };
    const required: Field = { ...optional, name: 'y', required: true };
    const wallet: Field = { name: 'pay', type: 'wallet', label: 'Pay' };
    expect(blockingField([amount, optional])).toBeUndefined();
    expect(blockingField([amount, optional, required])).toBe(required);
    expect(blockingField([amount, wallet])).toBe(wallet);
  });
});
