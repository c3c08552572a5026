import { describe, expect, it } from 'vitest';
import { CARD_BRAND_TYPES, cardBrandByName, cardBrandByType, detectCardBrand } from './cardBrand';
import { CARD_BRAND_NAMES, CARD_BRANDS } from '@contract/payments/lists';
import { TEST_CARDS } from './testCards.fixture';

describe('detectCardBrand', () => {
  it.each(TEST_CARDS)('detects $label from its test number', (card) => {
    expect(detectCardBrand(card.number)).toEqual({
      type: card.type,
      niceType: card.niceType,
      gaps: expect.any(Array) as unknown,
      lengths: expect.arrayContaining([card.number.length]) as unknown,
      code: card.code,
    });
  });

  it('has a test number for every brand credit-card-type knows', () => {
    const tested = new Set(TEST_CARDS.map((card) => card.type));
    expect([...CARD_BRAND_TYPES].sort()).toEqual([...tested].sort());
    expect(CARD_BRAND_TYPES).toHaveLength(15);
  });

  it('knows exactly the brands the contract lets a method accept', () => {
    expect([...CARD_BRAND_TYPES].sort()).toEqual([...CARD_BRANDS].sort());
  });

  it.each(CARD_BRANDS)('names %s as the brand detection does', (type) => {
    expect(CARD_BRAND_NAMES[type]).toBe(cardBrandByType(type)?.niceType);
  });

  it('detects the brand of a formatted or dashed number', () => {
    expect(detectCardBrand('3782 822463 10005')?.type).toBe('american-express');
    expect(detectCardBrand('5555-5555-5555-4444')?.type).toBe('mastercard');
  });

  it.each([
    ['an empty input', ''],
    ['a 4 (Visa, Elo, Maestro or Naranja)', '4'],
    ['a 3 (Amex, Diners or JCB)', '3'],
    ['a 22 (Mastercard or Mir)', '22'],
    ['a 6 (Discover, UnionPay, Maestro, Elo…)', '6'],
    ['a 62 (UnionPay, Maestro or Elo)', '62'],
  ])('returns null for %s, which several brands share', (_label, prefix) => {
    expect(detectCardBrand(prefix)).toBeNull();
  });

  it.each([
    ['41', 'visa'],
    ['34', 'american-express'],
    ['37', 'american-express'],
    ['51', 'mastercard'],
    ['220', 'mir'],
    ['6011', 'discover'],
  ])('detects the brand as soon as the prefix %s is unambiguous', (prefix, type) => {
    expect(detectCardBrand(prefix)?.type).toBe(type);
  });

  it.each([
    [4111111111111111, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
    [['4111'], 'an array'],
    [{ number: '4111' }, 'object'],
  ])(
    'accepts only string input: refuses %j with a TypeError that states the rule',
    (value, got) => {
      const call = () => detectCardBrand(value as unknown as string);
      expect(call).toThrow(
        new TypeError(`The card-type detector accepts only string input; got ${got}.`),
      );
    },
  );

  it('refuses non-strings in the other helpers that take a number from outside, naming each', () => {
    expect(() => cardBrandByType(7 as unknown as string)).toThrow(
      'cardBrandByType accepts only string input; got number.',
    );
  });

  it('returns null for digits no brand starts with', () => {
    expect(detectCardBrand('0000')).toBeNull();
    expect(detectCardBrand('1234 5678')).toBeNull();
  });

  it('gives the caller a copy it can change without affecting later detections', () => {
    const first = detectCardBrand('4111');
    first?.gaps.push(1);
    first?.lengths.splice(0);
    expect(detectCardBrand('4111')).toMatchObject({ gaps: [4, 8, 12], lengths: [16, 18, 19] });
  });
});

describe('cardBrandByType', () => {
  it('looks a brand up by its credit-card-type id', () => {
    expect(cardBrandByType('american-express')).toEqual({
      type: 'american-express',
      niceType: 'American Express',
      gaps: [4, 10],
      lengths: [15],
      code: { name: 'CID', size: 4 },
    });
  });

  it.each(['', 'amex', 'VISA', 'constructor', '__proto__', 'toString'])(
    'returns null for the unknown id %j',
    (type) => {
      expect(cardBrandByType(type)).toBeNull();
    },
  );
});

describe('cardBrandByName', () => {
  it.each([
    ['visa', 'visa'],
    ['AMEX', 'american-express'],
    ['American Express', 'american-express'],
    ['american_express', 'american-express'],
    ['Diners Club', 'diners-club'],
    [' mastercard ', 'mastercard'],
    ['CUP', 'unionpay'],
  ])('finds %j as %s', (name, type) => {
    expect(cardBrandByName(name)?.type).toBe(type);
  });

  it.each([['paypal'], [''], ['constructor'], ['__proto__'], [undefined], [null]])(
    'finds no card brand for %j',
    (name) => {
      expect(cardBrandByName(name)).toBeNull();
    },
  );

  it('sizes a saved American Express security code at 4 digits', () => {
    expect(cardBrandByName('amex')?.code).toEqual({ name: 'CID', size: 4 });
  });
});
