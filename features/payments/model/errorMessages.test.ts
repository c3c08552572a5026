import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@common/i18n';
import {
  PAYMENT_ERROR_STATUSES,
  PAYMENT_ERROR_TYPES,
  RESPONSIBLE_GAMBLING_STATUSES,
} from '@contract/payments/lists';
import { errorGuidance } from './errorMessages';

describe('errorGuidance', () => {
  const i18n = createI18n();

  it.each(PAYMENT_ERROR_STATUSES)(
    'gives %s its own translated message and a next step',
    (status) => {
      const guidance = errorGuidance({ kind: 'http', type: 'request_error', status });
      expect(i18n.exists(guidance.message)).toBe(true);
      expect(guidance.next).toMatch(
        /retry|chooseMethod|checkFields|completeProfile|contactSupport/,
      );
    },
  );

  it.each(RESPONSIBLE_GAMBLING_STATUSES)(
    'gives the responsible-gambling refusal %s its own translated message',
    (status) => {
      const guidance = errorGuidance({ kind: 'http', type: 'responsible_gambling', status });
      expect(i18n.exists(guidance.message)).toBe(true);
    },
  );

  it('asks for a smaller amount after a limit refusal and offers support after a restriction', () => {
    const next = (status: string) =>
      errorGuidance({ kind: 'http', type: 'responsible_gambling', status }).next;
    expect(next('DEPOSIT_LIMIT_EXCEEDED')).toBe('checkFields');
    expect(next('COOL_OFF_ACTIVE')).toBe('contactSupport');
    expect(next('SELF_EXCLUDED')).toBe('contactSupport');
  });

  it.each(PAYMENT_ERROR_TYPES)('gives type %s its own translated message', (type) => {
    const guidance = errorGuidance({ kind: 'http', type });
    expect(i18n.exists(guidance.message)).toBe(true);
  });

  it('gives every status and type a different message', () => {
    const messages = [
      ...PAYMENT_ERROR_STATUSES.map((status) => errorGuidance({ kind: 'http', type: 'x', status })),
      ...RESPONSIBLE_GAMBLING_STATUSES.map((status) =>
        errorGuidance({ kind: 'http', type: 'x', status }),
      ),
      ...PAYMENT_ERROR_TYPES.map((type) => errorGuidance({ kind: 'http', type })),
    ].map((guidance) => guidance.message);
    expect(new Set(messages).size).toBe(18);
  });

  it('prefers the status over the type, and reads a network failure as NETWORK_ERROR', () => {
    expect(
      errorGuidance({ kind: 'http', type: 'params_error', status: 'VALIDATE_PROFILE_ERROR' }),
    ).toEqual({ message: 'payments.errors.profileInvalid', next: 'completeProfile' });
    expect(
      errorGuidance({ kind: 'network', type: 'request_error', status: 'NETWORK_ERROR' }),
    ).toEqual({ message: 'payments.errors.network', next: 'retry' });
  });

  it('falls back to the generic message for unknown errors and logs them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(errorGuidance({ kind: 'http', type: 'teapot', status: 'BREWING' }).message).toBe(
      'payments.errors.generic',
    );
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats an answer that broke the contract as retryable', () => {
    expect(errorGuidance({ kind: 'malformed', type: 'unknown_error' })).toEqual({
      message: 'payments.errors.malformed',
      next: 'retry',
    });
  });
});
