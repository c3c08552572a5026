import { describe, expect, it } from 'vitest';
import type { Field } from '../api/schemas';
import { splitSubmission } from './submission';

const fields: Field[] = [
  { name: 'amount', type: 'amount', label: 'Amount' },
  { name: 'card_number', type: 'credit_card_number', label: 'Card number' },
  { name: 'iban', type: 'text', label: 'IBAN' },
  { name: 'pin', type: 'password', label: 'PIN' },
  { name: 'bankAccountId', type: 'hidden', label: '' },
  { name: 'holder', type: 'text', label: 'Name' },
];

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
    ['2.5', 'EUR', '2.50'],
    ['250', 'EUR', '250.00'],
    ['51,25', 'EUR', '51.25'],
    ['1 000', 'JPY', '1000'],
    ['0.5', 'BTC', '0.50000000'],
    ['12.5', 'KWD', '12.500'],
  ])('sends %j %s as %j, at the currency scale', (typed, currency, wire) => {
    expect(splitSubmission(amountOnly, { amount: typed }, currency).amount).toBe(wire);
  });
});
