import { describe, expect, it } from 'vitest';
import { conversionQuoteSchema } from '@contract/payments/methods';
import { quote } from './quotes';

describe('quote', () => {
  it('buys crypto with fiat at the mock price, exactly', () => {
    const result = quote('mercuryo_crypto', 'EUR', 'BTC', '50.00');
    expect(result).toEqual({
      methodId: 'mercuryo_crypto',
      from: 'EUR',
      to: 'BTC',
      amount: '50.00',
      toAmount: '0.00083333',
      rate: '60000.00',
    });
    expect(conversionQuoteSchema.safeParse(result).success).toBe(true);
  });

  it('sells crypto for fiat', () => {
    expect(quote('mercuryo_fiat', 'BTC', 'EUR', '0.01')?.toAmount).toBe('600.00');
  });

  it('has no quote for an unknown pair or a malformed amount', () => {
    expect(quote('m', 'EUR', 'DOGE', '1')).toBeNull();
    expect(quote('m', 'EUR', 'BTC', '1e3')).toBeNull();
  });
});
