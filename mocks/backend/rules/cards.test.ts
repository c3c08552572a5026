import { describe, expect, it } from 'vitest';
import { refusedCardBrand } from './cards';

describe('refusedCardBrand', () => {
  const visaAndMastercard = ['visa', 'mastercard'];

  it("names the brand of a card the method's brands leave out", () => {
    expect(refusedCardBrand(visaAndMastercard, '3782 822463 10005')).toBe('American Express');
  });

  it('refuses nothing the method takes, when it names no brands, or before the brand is known', () => {
    expect(refusedCardBrand(visaAndMastercard, '4111 1111 1111 1111')).toBeUndefined();
    expect(refusedCardBrand(undefined, '378282246310005')).toBeUndefined();
    expect(refusedCardBrand(visaAndMastercard, '')).toBeUndefined();
  });
});
