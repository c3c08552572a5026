import { describe, expect, it } from 'vitest';
import { createI18n } from '@common/i18n';
import { fullEnglishI18n } from '@testing/fullEnglish';
import { NOTIFY_SEVERITIES, PAYMENT_ACTIONS } from '@contract/payments/lists';
import { notifyOutcome } from './notifyOutcomes';

const i18n = await fullEnglishI18n(createI18n());

describe('notifyOutcome', () => {
  it.each(PAYMENT_ACTIONS.flatMap((action) => NOTIFY_SEVERITIES.map((s) => [action, s] as const)))(
    'gives a %s answer of severity %s a translated title and body in its tone',
    (action, severity) => {
      const outcome = notifyOutcome(action, severity);
      expect(outcome.tone).toBe(severity);
      expect(i18n.exists(outcome.title)).toBe(true);
      expect(i18n.exists(outcome.body)).toBe(true);
    },
  );

  it('reads an answer without a severity as info: taken, outcome to come', () => {
    expect(notifyOutcome('deposit', undefined)).toEqual(notifyOutcome('deposit', 'info'));
  });

  it('says a success and a refusal differently for each action', () => {
    for (const action of PAYMENT_ACTIONS) {
      expect(i18n.t(notifyOutcome(action, 'success').title)).not.toBe(
        i18n.t(notifyOutcome(action, 'error').title),
      );
    }
    expect(i18n.t(notifyOutcome('deposit', 'error').title)).toBe('Deposit declined');
    expect(i18n.t(notifyOutcome('cashout', 'error').title)).toBe('Cash-out declined');
  });

  it('waits for the transfer of a crypto deposit with instructions, whatever its severity', () => {
    const waiting = notifyOutcome('deposit', 'success', true);
    expect(i18n.t(waiting.title)).toBe('Waiting for your deposit');
    expect(waiting.tone).toBe('info');
  });
});
