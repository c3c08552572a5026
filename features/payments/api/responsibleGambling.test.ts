import { describe, expect, it } from 'vitest';
import { toApiError } from '@store/baseQuery';
import { configResponseSchema } from '@contract/payments/player';
import { errorBodySchema } from '@contract/payments/payment';

const CONFIG = {
  currencies: ['EUR'],
  currencyScales: { EUR: 2 },
  defaultCurrency: 'EUR',
  mercuryoMode: 'development',
};
const DAILY = {
  period: 'day',
  limit: '200.00',
  used: '50.00',
  remaining: '150.00',
  currency: 'EUR',
  resetsAt: '2026-11-26T00:00:00+01:00',
};

describe('responsible-gambling contract', () => {
  it('accepts a player without limits, restriction or verification (older back ends)', () => {
    expect(configResponseSchema.safeParse({ ...CONFIG, player: { id: 'p1' } }).success).toBe(true);
  });

  it('accepts deposit limits, an indefinite self-exclusion and a verification gate', () => {
    const parsed = configResponseSchema.safeParse({
      ...CONFIG,
      player: {
        id: 'p1',
        depositLimits: [DAILY],
        restriction: { kind: 'self_exclusion' },
        verification: { status: 'required', gates: { cashout: true, depositsAbove: '2000.00' } },
      },
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['a float amount', { ...DAILY, remaining: 150 }],
    ['an unknown period', { ...DAILY, period: 'year' }],
    ['a reset time without its zone', { ...DAILY, resetsAt: '2026-11-26T00:00:00' }],
  ])('refuses a deposit limit with %s', (_name, limit) => {
    const player = { id: 'p1', depositLimits: [limit] };
    expect(configResponseSchema.safeParse({ ...CONFIG, player }).success).toBe(false);
  });

  it('refuses an unknown restriction kind', () => {
    const player = { id: 'p1', restriction: { kind: 'holiday' } };
    expect(configResponseSchema.safeParse({ ...CONFIG, player }).success).toBe(false);
  });

  it('carries the limit of a limit refusal into the API error', () => {
    const body = {
      error: { type: 'responsible_gambling', status: 'DEPOSIT_LIMIT_EXCEEDED', limit: DAILY },
    };
    expect(errorBodySchema.safeParse(body).success).toBe(true);
    expect(toApiError({ status: 403, data: body })).toMatchObject({
      type: 'responsible_gambling',
      status: 'DEPOSIT_LIMIT_EXCEEDED',
      limit: DAILY,
    });
  });
});
