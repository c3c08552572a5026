import { describe, expect, it, vi } from 'vitest';
import { unusableWallet, withUnusableWalletsLast } from './walletSupport';

const chromium = { PaymentRequest: vi.fn() };
const safari = { PaymentRequest: vi.fn(), ApplePaySession: vi.fn() };
const noPaymentRequest = {};

const methods = [
  { id: 'applepay', brand: 'applepay' },
  { id: 'card', brand: 'visa' },
  { id: 'googlepay', brand: 'googlepay' },
  { id: 'skrill', brand: 'skrill' },
];
const order = (environment: object) =>
  withUnusableWalletsLast(methods, environment).map(
    ({ method, unusable }) => `${method.id}${unusable ? `(${unusable})` : ''}`,
  );

describe('wallets the browser cannot use', () => {
  it('are Apple Pay outside Safari and Google Pay without the Payment Request API', () => {
    expect(unusableWallet({ brand: 'applepay' }, chromium)).toBe('applepay');
    expect(unusableWallet({ brand: 'applepay' }, safari)).toBeNull();
    expect(unusableWallet({ brand: 'googlepay' }, noPaymentRequest)).toBe('googlepay');
    expect(unusableWallet({ brand: 'googlepay' }, chromium)).toBeNull();
    expect(unusableWallet({ brand: 'visa' }, noPaymentRequest)).toBeNull();
  });

  it('are listed last, each keeping its place among its kind', () => {
    expect(order(chromium)).toEqual(['card', 'googlepay', 'skrill', 'applepay(applepay)']);
    expect(order(safari)).toEqual(['applepay', 'card', 'googlepay', 'skrill']);
    expect(order(noPaymentRequest)).toEqual([
      'card',
      'skrill',
      'applepay(applepay)',
      'googlepay(googlepay)',
    ]);
  });
});
