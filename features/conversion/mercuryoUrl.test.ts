import { describe, expect, it } from 'vitest';
import { mercuryoWidgetUrl } from './mercuryoUrl';

describe('mercuryoWidgetUrl', () => {
  it('opens the production widget in production mode, prefilled for buying', () => {
    const url = mercuryoWidgetUrl({
      mode: 'production',
      action: 'deposit',
      crypto: 'BTC',
      fiat: 'EUR',
      amount: '50.00',
      widgetId: 'w-1',
    });
    expect(url.origin).toBe('https://exchange.mercuryo.io');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      widget_id: 'w-1',
      type: 'buy',
      currency: 'BTC',
      fiat_currency: 'EUR',
      fiat_amount: '50.00',
    });
  });

  it('opens the sandbox widget in development mode, prefilled for selling', () => {
    const url = mercuryoWidgetUrl({
      mode: 'development',
      action: 'cashout',
      crypto: 'ETH',
      fiat: 'USD',
      amount: '0.5',
    });
    expect(url.origin).toBe('https://sandbox-exchange.mrcr.io');
    expect(url.searchParams.get('type')).toBe('sell');
    expect(url.searchParams.get('amount')).toBe('0.5');
    expect(url.searchParams.has('widget_id')).toBe(false);
  });
});
