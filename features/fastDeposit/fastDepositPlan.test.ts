import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import type { MethodsResponse, PaymentMethod } from '@contract/payments/methods';
import { amountPresets, fastDepositFields, lastUsedChoice } from './fastDepositPlan';

const card: PaymentMethod = {
  id: 'card',
  provider: 'card_pay',
  brand: 'creditcard',
  type: 'cards',
  name: 'Credit or debit card',
  currency: 'EUR',
  limits: { min: '10.00', max: '5000.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
  savedProfiles: [{ id: 'visa', label: 'Visa •••• 4242', brand: 'visa' }],
};

const response = (lastUsed: MethodsResponse['lastUsed']): MethodsResponse => ({
  action: 'deposit',
  currency: 'EUR',
  methods: [card],
  lastUsed,
});

const field = (name: string, type: string, required = true): Field => ({
  name,
  type,
  label: name,
  required,
});

const cardFields = [
  field('amount', 'amount'),
  field('card_number', 'credit_card_number'),
  field('card_holder', 'card_holder'),
  field('card_expiry', 'card_expiry_date'),
  field('cvv', 'cvv'),
];

describe('lastUsedChoice', () => {
  it('resolves the last used method and saved profile', () => {
    expect(lastUsedChoice(response({ methodId: 'card', savedProfileId: 'visa' }))).toEqual({
      method: card,
      profile: card.savedProfiles?.[0],
    });
  });

  it('is a method without profile when none was used', () => {
    expect(lastUsedChoice(response({ methodId: 'card', savedProfileId: null }))).toEqual({
      method: card,
      profile: null,
    });
  });

  it('is null without lastUsed, or when its method or profile is no longer listed', () => {
    expect(lastUsedChoice(response(null))).toBeNull();
    expect(lastUsedChoice(response(undefined))).toBeNull();
    expect(lastUsedChoice(response({ methodId: 'skrill', savedProfileId: null }))).toBeNull();
    expect(lastUsedChoice(response({ methodId: 'card', savedProfileId: 'gone' }))).toBeNull();
  });
});

describe('fastDepositFields', () => {
  it('asks a saved card only for the amount and the security code', () => {
    expect(fastDepositFields(cardFields, true)?.map((kept) => kept.name)).toEqual([
      'amount',
      'cvv',
    ]);
  });

  it('cannot deposit in one step with new card details', () => {
    expect(fastDepositFields(cardFields, false)).toBeNull();
  });

  it('asks no security code when the method has none or does not require it', () => {
    expect(fastDepositFields([field('amount', 'amount')], false)?.map((f) => f.name)).toEqual([
      'amount',
    ]);
    expect(
      fastDepositFields([field('amount', 'amount'), field('cvv', 'cvv', false)], false)?.map(
        (f) => f.name,
      ),
    ).toEqual(['amount']);
  });

  it('skips display-only and optional fields, keeps hidden ones', () => {
    const fields = [
      field('notice', 'banner', false),
      field('amount', 'amount'),
      field('flow', 'hidden', false),
      field('note', 'textarea', false),
    ];
    expect(fastDepositFields(fields, false)?.map((kept) => kept.name)).toEqual(['amount', 'flow']);
  });

  it('keeps a wallet: its button pays in one step', () => {
    const fields = [field('amount', 'amount'), field('wallet_token', 'wallet')];
    expect(fastDepositFields(fields, false)?.map((kept) => kept.name)).toEqual([
      'amount',
      'wallet_token',
    ]);
  });

  it('gives up on a required field it cannot ask for, or without an amount', () => {
    expect(fastDepositFields([field('amount', 'amount'), field('email', 'email')], false)).toBe(
      null,
    );
    expect(fastDepositFields([field('cvv', 'cvv')], true)).toBeNull();
  });
});

describe('amountPresets', () => {
  it("uses the server's presets that lie within the limits", () => {
    expect(amountPresets({ ...card, presets: ['5.00', '20.00', '50.00', '9000.00'] })).toEqual([
      '20.00',
      '50.00',
    ]);
  });

  it('designs round amounts from the minimum when the server gives none', () => {
    expect(amountPresets(card)).toEqual(['10.00', '20.00', '50.00', '100.00']);
    expect(amountPresets({ ...card, limits: { min: '15.00', max: '5000.00' } })).toEqual([
      '20.00',
      '50.00',
      '100.00',
      '200.00',
    ]);
  });

  it('designs crypto amounts with their own decimals', () => {
    expect(
      amountPresets({ ...card, currency: 'BTC', limits: { min: '0.0005', max: '2' } }),
    ).toEqual(['0.0005', '0.001', '0.002', '0.005']);
  });

  it('falls back to the minimum and maximum when no round amount lies between them', () => {
    expect(amountPresets({ ...card, limits: { min: '12.00', max: '19.00' } })).toEqual([
      '12.00',
      '19.00',
    ]);
    expect(amountPresets({ ...card, limits: { min: '30.00', max: '30.00' } })).toEqual(['30.00']);
  });
});
