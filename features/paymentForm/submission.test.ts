import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import type { Field } from '@contract/payments/fields';
import { typedAmount } from '@features/payments';
import { splitSubmission } from './submission';

const fields: Field[] = [
  { name: 'amount', type: 'amount', label: 'Amount' },
  { name: 'card_number', type: 'credit_card_number', label: 'Card number' },
  { name: 'iban', type: 'text', label: 'IBAN' },
  { name: 'pin', type: 'password', label: 'PIN' },
  { name: 'bankAccountId', type: 'hidden', label: '' },
  { name: 'holder', type: 'text', label: 'Name' },
];

beforeEach(() => {
  rememberCurrencyScales({ EUR: 2, JPY: 0, BTC: 8, KWD: 3, BCH: 8 });
});

describe('splitSubmission', () => {
  it('sends what the player typed in wire form, and passwords and hidden values exactly', () => {
    expect(
      splitSubmission(
        fields,
        {
          amount: '1234.5',
          card_number: '4111 1111 1111 1111',
          iban: 'de89 3704 0044 0532 0130 00',
          pin: ' 12 34 ',
          bankAccountId: 'acc-Ref 7',
          holder: '  Ada Lovelace ',
        },
        'EUR',
      ),
    ).toEqual({
      amount: '1234.50',
      publicFields: { holder: 'Ada Lovelace' },
      secretFields: {
        card_number: '4111111111111111',
        iban: 'DE89370400440532013000',
        // A password may begin or end with a space; a hidden value is the server's own.
        pin: ' 12 34 ',
        bankAccountId: 'acc-Ref 7',
      },
    });
  });
});

describe('the amount on the wire', () => {
  const amountOnly: Field[] = [{ name: 'amount', type: 'amount', label: 'Amount' }];
  it.each([
    ['2.5', 'en', 'EUR', '2.50'],
    ['250', 'en', 'EUR', '250.00'],
    ['51,25', 'de', 'EUR', '51.25'],
    ['1,000.5', 'en', 'EUR', '1000.50'],
    ['1.000,5', 'de', 'EUR', '1000.50'],
    ['1 000', 'fr', 'JPY', '1000'],
    ['0.5', 'en', 'BTC', '0.50000000'],
    ['12.5', 'en', 'KWD', '12.500'],
    ['0,00025', 'de', 'BCH', '0.00025000'],
  ])(
    'sends %j typed in %s (%s) as %j, at the scale the back end gave',
    (typed, locale, currency, wire) => {
      const value = typedAmount(typed, locale);
      expect(splitSubmission(amountOnly, { amount: value }, currency).amount).toBe(wire);
    },
  );

  it('sends the decimal kept when it was typed, whatever the language is now', () => {
    // "0,001" typed in German stays 0.001 BTC; "1,000" typed in English stays a thousand.
    const german = splitSubmission(amountOnly, { amount: typedAmount('0,001', 'de') }, 'BTC');
    expect(german.amount).toBe('0.00100000');
    const english = splitSubmission(amountOnly, { amount: typedAmount('1,000', 'en') }, 'BTC');
    expect(english.amount).toBe('1000.00000000');
  });

  it('sends nothing for a text that is no amount where it was typed ("10 50" in English)', () => {
    expect(splitSubmission(amountOnly, { amount: typedAmount('10 50', 'en') }, 'EUR').amount).toBe(
      null,
    );
  });

  it('sends an amount in a currency the back end gave no scale for with the digits typed', () => {
    expect(splitSubmission(amountOnly, { amount: typedAmount('0.001', 'en') }, 'XYZ').amount).toBe(
      '0.001',
    );
  });
});
