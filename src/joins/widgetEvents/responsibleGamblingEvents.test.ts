import { describe, expect, it } from 'vitest';
import { depositLimitReached, depositsBlocked } from '@features/payments';
import { trackingRules } from '../tracking/trackingMap';
import { createSpiEventRules } from './spiEventMap';

const LIMIT_HIT = depositLimitReached({
  period: 'week',
  currency: 'EUR',
  remaining: '20.00',
  source: 'server',
});

describe('responsible-gambling events', () => {
  it('tells the host of a limit hit and a blocked deposit', () => {
    const rules = createSpiEventRules();
    const events = [LIMIT_HIT, depositsBlocked({ kind: 'self_exclusion' })].flatMap((action) =>
      rules.flatMap((rule) => rule.map(action)),
    );
    expect(events).toEqual([
      {
        name: 'spi-deposit-limit-reached',
        detail: { period: 'week', currency: 'EUR', remaining: '20.00', source: 'server' },
      },
      { name: 'spi-deposits-blocked', detail: { kind: 'self_exclusion' } },
    ]);
  });

  it('tracks a limit hit and a blocked deposit with flat fields', () => {
    const events = [
      LIMIT_HIT,
      depositsBlocked({ kind: 'cool_off', until: '2026-12-02T00:00:00Z' }),
    ].flatMap((action) => trackingRules.flatMap((rule) => rule.map(action)));
    expect(events).toEqual([
      {
        event: 'deposit_limit_reached',
        fields: { limit_period: 'week', currency: 'EUR', remaining: '20.00', source: 'server' },
      },
      { event: 'deposits_blocked', fields: { restriction_kind: 'cool_off' } },
    ]);
  });

  it('tells of deposits blocked by a used-up limit with its period and reset', () => {
    const blocked = depositsBlocked({
      kind: 'deposit_limit',
      until: '2026-11-26T00:00:00Z',
      period: 'day',
    });
    expect(createSpiEventRules().flatMap((rule) => rule.map(blocked))).toEqual([
      {
        name: 'spi-deposits-blocked',
        detail: { kind: 'deposit_limit', until: '2026-11-26T00:00:00Z', period: 'day' },
      },
    ]);
    expect(trackingRules.flatMap((rule) => rule.map(blocked))).toEqual([
      {
        event: 'deposits_blocked',
        fields: { restriction_kind: 'deposit_limit', limit_period: 'day' },
      },
    ]);
  });
});
