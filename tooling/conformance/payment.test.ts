import { describe, expect, it } from 'vitest';
import type { Field, MethodFieldsResponse } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import { TEST_CARD_NUMBER, choosePayment, compareDecimals, fillFields } from './payment';

const NOW = new Date('2026-05-01T00:00:00Z');

const field = (name: string, type: string, extra: Partial<Field> = {}): Field => ({
  name,
  type,
  label: name,
  required: true,
  ...extra,
});

const method = (id: string, min: string, max: string): PaymentMethod => ({
  id,
  provider: id,
  brand: id,
  type: 'direct',
  name: id,
  currency: 'EUR',
  limits: { min, max },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
});

const listed = (id: string, min: string, max: string, fields: Field[]) => ({
  method: method(id, min, max),
  fields: { methodId: id, fieldsVersion: 'v1', fields } satisfies MethodFieldsResponse,
});

describe('compareDecimals', () => {
  it.each([
    ['20', '20.00', 0],
    ['19.99', '20', -1],
    ['100', '20.5', 1],
    ['0.0005', '0.001', -1],
  ])('compares %s with %s as %i, without floating point', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });
});

describe('fillFields', () => {
  it('fills only required inputs, a card number only where the method asks for one', () => {
    const values = fillFields(
      [
        field('amount', 'amount'),
        field('notice', 'banner', { required: false }),
        field('email', 'email'),
        field('note', 'textarea', { required: false }),
        field('bank', 'select', { options: [{ value: 'b1', label: 'Bank 1' }] }),
        field('agree', 'checkbox'),
      ],
      NOW,
    );
    expect(values).toEqual({ email: 'conformance@example.com', bank: 'b1', agree: true });
    expect(Object.values(values ?? {})).not.toContain(TEST_CARD_NUMBER);
  });

  it('fills card fields with the published test card and an expiry in the future', () => {
    expect(
      fillFields(
        [
          field('pan', 'credit_card_number'),
          field('holder', 'card_holder'),
          field('expiry', 'card_expiry_date'),
          field('cvv', 'cvv'),
        ],
        NOW,
      ),
    ).toEqual({ pan: TEST_CARD_NUMBER, holder: 'TEST CARDHOLDER', expiry: '12/28', cvv: '123' });
  });

  it('gives up on a required field whose pattern or type it cannot satisfy', () => {
    expect(fillFields([field('code', 'text', { pattern: '[0-9]{6}' })], NOW)).toBeUndefined();
    expect(fillFields([field('wallet', 'crypto_address')], NOW)).toBeUndefined();
    expect(fillFields([field('code', 'text', { pattern: '[A-Za-z ]+' })], NOW)).toEqual({
      code: 'Conformance check',
    });
  });
});

describe('choosePayment', () => {
  it('picks a method within its limits asking the fewest values, a card last', () => {
    const card = listed('card', '10', '500', [field('pan', 'credit_card_number')]);
    const email = listed('wallet', '10', '500', [field('email', 'email'), field('ok', 'checkbox')]);
    const small = listed('small', '1', '15', []);
    expect(choosePayment([card, email, small], '20', NOW)?.method.id).toBe('wallet');
    expect(choosePayment([card], '20', NOW)?.values).toEqual({ pan: TEST_CARD_NUMBER });
    expect(choosePayment([card, email], '600', NOW)).toBeUndefined();
  });
});
