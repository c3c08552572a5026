import { describe, expect, it } from 'vitest';
import { listFormat, numberFormat } from './intl';

describe('cached Intl formatters', () => {
  it('builds one number formatter per locale and options, and formats like Intl', () => {
    const euro = numberFormat('de', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(euro.format(1234.5)).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('builds one list formatter per locale and options, apart from the number formatters', () => {
    const and = listFormat('en', { type: 'conjunction' });
    expect(listFormat('en', { type: 'conjunction' })).toBe(and);
    expect(listFormat('en', { type: 'disjunction' })).not.toBe(and);
    expect(and.format(['Visa', 'Mastercard'])).toBe('Visa and Mastercard');
  });

  it('throws like Intl for a locale it rejects, caching nothing', () => {
    expect(() => listFormat('not a locale', {})).toThrow(RangeError);
  });
});
