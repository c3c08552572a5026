import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCurrencyOffer } from './currencyOffer';
import { configResponseSchema } from './payments/player';
import { z } from './zod';

/** The currency part of the config's wire schema: what isCurrencyOffer stands in for. */
const currencyPart = z.object({
  currencies: configResponseSchema.shape.currencies,
  currencyScales: configResponseSchema.shape.currencyScales,
  defaultCurrency: configResponseSchema.shape.defaultCurrency,
  mercuryoMode: configResponseSchema.shape.mercuryoMode,
});

const code = fc.oneof(
  fc.constantFrom('EUR', 'USD', 'KWD', 'BCH', 'USDT', 'string', 'eur', 'E', 'EURO2025XYZ', ''),
  fc.stringMatching(/^[A-Za-z0-9]{0,12}$/),
);
const configLike = fc.record(
  {
    currencies: fc.oneof(fc.array(code, { maxLength: 4 }), fc.anything()),
    currencyScales: fc.oneof(
      fc.dictionary(code, fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double(), fc.string())),
      fc.anything(),
    ),
    defaultCurrency: fc.oneof(code, fc.anything()),
    mercuryoMode: fc.constantFrom('production', 'development', 'staging', undefined),
  },
  { requiredKeys: [] },
);

describe('the currency part of a config, checked without zod', () => {
  it("passes exactly when the config schema's currency part does", () => {
    fc.assert(
      fc.property(fc.oneof(configLike, fc.anything()), (answer) => {
        expect(isCurrencyOffer(answer)).toBe(currencyPart.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what a mock made from the document answers with placeholders ("string")', () => {
    const placeholder = {
      currencies: ['string'],
      currencyScales: { string: 0 },
      defaultCurrency: 'string',
      mercuryoMode: 'production',
    };
    expect(isCurrencyOffer(placeholder)).toBe(false);
    expect(
      isCurrencyOffer({
        ...placeholder,
        currencies: ['EUR'],
        currencyScales: { EUR: 2 },
        defaultCurrency: 'EUR',
      }),
    ).toBe(true);
  });
});
