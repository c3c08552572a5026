import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import type { Verification } from '@contract/payments/player';
import { depositBounds } from './depositLimits';
import {
  depositThreshold,
  exceedsThreshold,
  gateFor,
  gatesCashout,
  isVerified,
  verificationRequiredFor,
} from './verification';

// The scales the back end states in its config (common/lib/money.ts).
beforeEach(() => {
  rememberCurrencyScales({ EUR: 2, USD: 2 });
});

const REQUIRED: Verification = {
  status: 'required',
  reason: 'Please upload a photo ID.',
  gates: { cashout: true, depositsAbove: '2000.00' },
};
const withStatus = (status: Verification['status']): Verification => ({ ...REQUIRED, status });

describe('verificationRequiredFor', () => {
  it('holds back every cash-out while cash-outs are gated and the player is not verified', () => {
    for (const status of ['required', 'pending', 'rejected'] as const) {
      expect(verificationRequiredFor(withStatus(status), 'cashout', 'EUR', 'EUR')).toBe(true);
    }
    expect(verificationRequiredFor(withStatus('verified'), 'cashout', 'EUR', 'EUR')).toBe(false);
    expect(
      verificationRequiredFor({ status: 'required', gates: {} }, 'cashout', 'EUR', 'EUR'),
    ).toBe(false);
    expect(verificationRequiredFor(undefined, 'cashout', 'EUR', 'EUR')).toBe(false);
  });

  it('holds back a deposit only above the threshold, compared in minor units', () => {
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'EUR', 'EUR', '2000')).toBe(false);
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'EUR', 'EUR', '2000.00')).toBe(false);
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'EUR', 'EUR', '2000.01')).toBe(true);
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'EUR', 'EUR', '10000')).toBe(true);
    // Without an amount: some deposits need it.
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'EUR', 'EUR')).toBe(true);
  });

  it("does not convert: a deposit in another currency than the player's is the back end's to refuse", () => {
    expect(verificationRequiredFor(REQUIRED, 'deposit', 'USD', 'EUR', '5000')).toBe(false);
    expect(depositThreshold(REQUIRED, 'USD', 'EUR')).toBeUndefined();
    expect(depositThreshold(REQUIRED, 'EUR', undefined)).toBeUndefined();
  });

  it('lets a verified player through every gate', () => {
    expect(isVerified(withStatus('verified'))).toBe(true);
    expect(gatesCashout(withStatus('verified'))).toBe(false);
    expect(verificationRequiredFor(withStatus('verified'), 'deposit', 'EUR', 'EUR', '9999')).toBe(
      false,
    );
  });

  it('ignores a threshold that is not an amount at the currency scale', () => {
    const odd: Verification = { status: 'required', gates: { depositsAbove: '10.123' } };
    expect(depositThreshold(odd, 'EUR', 'EUR')).toBeUndefined();
  });
});

describe('gateFor', () => {
  it('names the gate to explain before the form, if any', () => {
    expect(gateFor(REQUIRED, 'cashout', 'EUR', 'EUR')).toBe('cashout');
    expect(gateFor(REQUIRED, 'deposit', 'EUR', 'EUR')).toBe('deposit');
    expect(gateFor(REQUIRED, 'deposit', 'USD', 'EUR')).toBeNull();
    expect(gateFor(REQUIRED, 'deposit', null, 'EUR')).toBeNull();
    expect(gateFor(withStatus('verified'), 'cashout', 'EUR', 'EUR')).toBeNull();
  });
});

describe('exceedsThreshold and the deposit bounds', () => {
  const threshold = { amount: '2000.00', currency: 'EUR' };

  it('compares amounts above the threshold', () => {
    expect(exceedsThreshold('2000.00', threshold)).toBe(false);
    expect(exceedsThreshold('2000.01', threshold)).toBe(true);
    expect(exceedsThreshold('abc', threshold)).toBe(false);
  });

  it("lowers the method's maximum to the threshold, and says so", () => {
    const now = new Date('2026-11-25T13:00:00Z');
    expect(
      depositBounds({ min: '10.00', max: '5000.00' }, undefined, 'EUR', now, threshold),
    ).toEqual({ limits: { min: '10.00', max: '2000.00' }, verifyAbove: threshold });
    // A method maximum below the threshold binds first: nothing to verify for this method.
    expect(
      depositBounds({ min: '10.00', max: '1000.00' }, undefined, 'EUR', now, threshold),
    ).toEqual({ limits: { min: '10.00', max: '1000.00' } });
  });

  it('keeps a deposit limit lower than the threshold as the binding one', () => {
    const now = new Date('2026-11-25T13:00:00Z');
    const day = {
      period: 'day' as const,
      limit: '200.00',
      used: '50.00',
      remaining: '150.00',
      currency: 'EUR',
      resetsAt: '2026-11-26T00:00:00Z',
    };
    const bounds = depositBounds({ min: '10.00', max: '5000.00' }, [day], 'EUR', now, threshold);
    expect(bounds.limits.max).toBe('150.00');
    expect(bounds.limit?.period).toBe('day');
    expect(bounds.verifyAbove).toBeUndefined();
  });
});
