// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offeredCurrency } from './offeredCurrency';

const SEK_CAD = { currencies: ['SEK', 'CAD', 'LTC'], defaultCurrency: 'CAD' };

describe('offeredCurrency', () => {
  it('names no currency before the config is known: nothing may be asked for yet', () => {
    expect(offeredCurrency('', undefined)).toBeNull();
    expect(offeredCurrency('SEK', undefined)).toBeNull();
  });

  it("keeps the host's or player's choice when the back end offers it", () => {
    expect(offeredCurrency('SEK', SEK_CAD)).toBe('SEK');
    expect(offeredCurrency('LTC', SEK_CAD)).toBe('LTC');
  });

  it("falls back to the player's default currency when none or an unoffered one was chosen", () => {
    expect(offeredCurrency('', SEK_CAD)).toBe('CAD');
    expect(offeredCurrency('EUR', SEK_CAD)).toBe('CAD');
    expect(offeredCurrency('sek', SEK_CAD)).toBe('CAD'); // codes are exact
  });

  it('takes the first offered currency when the default itself is not offered, none when none is', () => {
    expect(offeredCurrency('EUR', { currencies: ['USDT', 'LTC'], defaultCurrency: 'EUR' })).toBe(
      'USDT',
    );
    expect(offeredCurrency('EUR', { currencies: [], defaultCurrency: 'EUR' })).toBeNull();
  });
});
