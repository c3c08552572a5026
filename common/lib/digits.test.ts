import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits';

describe('digits of any script read as ASCII digits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['０１２３４５６７８９', '0123456789'],
    ['४२', '42'],
    ['৪২', '42'],
    ['𝟎𝟗𝟙𝟤𝟿', '09129'],
    ['4111 ١١١١-１１１１', '4111 1111-1111'],
  ])('reads %j as %j', (typed, digits) => {
    expect(latinDigits(typed)).toBe(digits);
  });

  it('leaves everything but digits as it was', () => {
    expect(latinDigits('a,b.c ٫٬ €½²')).toBe('a,b.c ٫٬ €½²');
  });
});
