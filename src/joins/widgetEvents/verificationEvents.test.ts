import { describe, expect, it } from 'vitest';
import {
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
} from '@features/payments';
import { trackingRules } from '../tracking/trackingMap';
import { createSpiEventRules } from './spiEventMap';

const ACTIONS = [
  verificationPromptShown({ gate: 'deposit', status: 'rejected' }),
  verificationDocumentUploaded({ status: 'pending' }),
  verificationStatusChanged({ status: 'verified', source: 'live' }),
];

describe('identity verification events', () => {
  it('tells the host of the prompt, an upload and each state change', () => {
    const rules = createSpiEventRules();
    expect(ACTIONS.flatMap((action) => rules.flatMap((rule) => rule.map(action)))).toEqual([
      { name: 'spi-verification-required', detail: { gate: 'deposit', status: 'rejected' } },
      { name: 'spi-verification-document-uploaded', detail: { status: 'pending' } },
      { name: 'spi-verification-status-changed', detail: { status: 'verified', source: 'live' } },
    ]);
  });

  it('tracks them with flat fields', () => {
    expect(ACTIONS.flatMap((action) => trackingRules.flatMap((rule) => rule.map(action)))).toEqual([
      {
        event: 'verification_prompt_shown',
        fields: { verification_gate: 'deposit', verification_status: 'rejected' },
      },
      { event: 'verification_document_uploaded', fields: { verification_status: 'pending' } },
      {
        event: 'verification_status_changed',
        fields: { verification_status: 'verified', source: 'live' },
      },
    ]);
  });
});
