import { describe, expect, it } from 'vitest';
import { MASK, actionSanitizer, sanitize, stateSanitizer } from './sanitize';

describe('sanitize', () => {
  it('masks values under card, CVV, password and IBAN keys at any depth', () => {
    const result = sanitize({
      meta: {
        arg: {
          originalArgs: {
            fields: {
              card_number: '4111 1111 1111 1111',
              cvv: '123',
              password: 'hunter2',
              iban: 'DE89370400440532013000',
              bankAccountId: 'X1',
              card_holder: 'Ada Lovelace',
            },
          },
        },
      },
    });
    expect(result).toEqual({
      meta: {
        arg: {
          originalArgs: {
            fields: {
              card_number: MASK,
              cvv: MASK,
              password: MASK,
              iban: MASK,
              bankAccountId: MASK,
              card_holder: 'Ada Lovelace',
            },
          },
        },
      },
    });
  });

  it('masks card-like digit runs inside any string, whatever the key', () => {
    expect(sanitize({ note: 'paid with 5555-5555-5555-4444 today' })).toEqual({
      note: `paid with ${MASK} today`,
    });
    expect(sanitize(['378282246310005'])).toEqual([MASK]);
  });

  it('keeps short numbers, booleans and empty secrets as they are', () => {
    expect(sanitize({ amount: '50.00', count: 3, ok: true, cvv: '' })).toEqual({
      amount: '50.00',
      count: 3,
      ok: true,
      cvv: '',
    });
  });

  it('survives cycles and class instances without throwing', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(sanitize(cyclic)).toEqual({ name: 'loop', self: '[circular]' });
    expect(sanitize({ at: new Date(0) })).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });

  it('does not modify the original action or state', () => {
    const action = { type: 'x', payload: { cvv: '999' } };
    const state = { form: { cardNumber: '4111111111111111' } };
    expect(actionSanitizer(action)).toEqual({ type: 'x', payload: { cvv: MASK } });
    expect(stateSanitizer(state)).toEqual({ form: { cardNumber: MASK } });
    expect(action.payload.cvv).toBe('999');
    expect(state.form.cardNumber).toBe('4111111111111111');
  });
});
