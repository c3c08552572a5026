import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import { foreignCurrencies, invertedLengths, invertedRanges, unknownFieldTypes } from './semantics';

const method = (changes: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 'visa',
  provider: 'apco',
  brand: 'visa',
  type: 'cards',
  name: 'Visa',
  currency: 'EUR',
  limits: { min: '10.00', max: '500.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
  ...changes,
});

const field = (changes: Partial<Field>): Field => ({
  name: 'x',
  type: 'text',
  label: 'X',
  ...changes,
});

describe('semantics', () => {
  it("finds nothing wrong with a method in the list's currency and ranges in order", () => {
    expect(foreignCurrencies([method()], 'EUR')).toEqual([]);
    expect(invertedRanges([method({ limits: { min: '10', max: '10.00' } })])).toEqual([]);
  });

  it("names a method in another currency than the list's", () => {
    expect(foreignCurrencies([method({ currency: 'USD' })], 'EUR')).toEqual([
      'method "visa" has currency USD (the list\'s is EUR)',
    ]);
  });

  it('compares limits as decimals and names every inverted range of a method', () => {
    const inverted = method({
      limits: { min: '100', max: '20.50' },
      processingTime: { type: 'range', min: 3, max: 1, unit: 'days' },
      commission: { type: 'range-percent', minPercent: '5', maxPercent: '1.5' },
    });
    expect(invertedRanges([inverted, method({ limits: { min: '9', max: '10' } })])).toEqual([
      'method "visa": limits.min 100 > limits.max 20.50',
      'method "visa": processingTime.min 3 > processingTime.max 1',
      'method "visa": commission.minPercent 5 > commission.maxPercent 1.5',
    ]);
  });

  it('names an unknown field type, with the known one it resembles when there is one', () => {
    const fields = [
      field({ name: 'card', type: 'credit_card_numbr' }),
      field({ name: 'consent', type: 'bank_consent' }),
      field({ name: 'mail', type: 'email' }),
    ];
    expect(unknownFieldTypes(fields)).toEqual([
      'field "card" has the unknown type "credit_card_numbr" (did you mean "credit_card_number"?)',
      'field "consent" has the unknown type "bank_consent"',
    ]);
  });

  it('names a field whose minLength is above its maxLength', () => {
    expect(
      invertedLengths([
        field({ minLength: 8, maxLength: 4 }),
        field({ name: 'y', minLength: 4, maxLength: 4 }),
        field({ name: 'z', minLength: 8 }),
      ]),
    ).toEqual(['field "x": minLength 8 > maxLength 4']);
  });
});
