import { describe, expect, it } from 'vitest';
import { walletOutcome } from '@features/payments';
import { trackingRules } from '../tracking/trackingMap';
import { createSpiEventRules } from './spiEventMap';

const OUTCOMES = [
  walletOutcome({ methodId: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' }),
  walletOutcome({ methodId: 'hipay', wallet: 'applepay', outcome: 'unavailable' }),
];

describe('wallet events', () => {
  it('tells the host how a wallet method ended without a payment', () => {
    const rules = createSpiEventRules();
    const events = OUTCOMES.flatMap((action) => rules.flatMap((rule) => rule.map(action)));
    expect(events).toEqual([
      {
        name: 'spi-wallet-outcome',
        detail: { methodId: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' },
      },
      {
        name: 'spi-wallet-outcome',
        detail: { methodId: 'hipay', wallet: 'applepay', outcome: 'unavailable' },
      },
    ]);
  });

  it('tracks it with flat fields', () => {
    const events = OUTCOMES.flatMap((action) => trackingRules.flatMap((rule) => rule.map(action)));
    expect(events).toEqual([
      {
        event: 'wallet_outcome',
        fields: { method_id: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' },
      },
      {
        event: 'wallet_outcome',
        fields: { method_id: 'hipay', wallet: 'applepay', outcome: 'unavailable' },
      },
    ]);
  });
});
