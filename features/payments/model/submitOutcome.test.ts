import { describe, expect, it } from 'vitest';
import type { SubmitResponse } from '@contract/payments/payment';
import { SUBMIT_RESULT_STATUSES } from '@contract/payments/lists';
import type { SubmitOutcome } from './submitOutcome';
import {
  endsAttempt,
  isAccepted,
  keptForReturn,
  openPaymentId,
  submitOutcome,
} from './submitOutcome';

const INSTRUCTIONS = { address: 'bc1qaddress', network: 'BTC', amount: '0.0125', currency: 'BTC' };

interface Row {
  answer: SubmitResponse;
  outcome: SubmitOutcome;
  accepted: boolean;
  ends: boolean;
  kept: string | undefined;
  open: string | undefined;
}

/** Every submit status (every `notify` severity, with and without instructions or an id). */
const TABLE: Record<string, Row> = {
  'notify success': {
    answer: { status: 'notify', paymentId: 'p1', severity: 'success', message: 'Done' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: undefined,
    open: 'p1',
  },
  'notify info': {
    answer: { status: 'notify', paymentId: 'p1', severity: 'info', message: 'Received' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: undefined,
    open: 'p1',
  },
  'notify without a severity': {
    answer: { status: 'notify', paymentId: 'p1', message: 'Received' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: undefined,
    open: 'p1',
  },
  'notify warning': {
    answer: { status: 'notify', paymentId: 'p1', severity: 'warning', message: 'Slow' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: undefined,
    open: 'p1',
  },
  'notify error': {
    answer: { status: 'notify', paymentId: 'p1', severity: 'error', message: 'Declined' },
    outcome: 'refused',
    accepted: false,
    ends: true,
    kept: undefined,
    open: 'p1',
  },
  'notify with deposit instructions': {
    answer: {
      status: 'notify',
      paymentId: 'p1',
      message: 'Send it',
      depositInstructions: INSTRUCTIONS,
    },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: 'p1',
    open: 'p1',
  },
  user_redirected: {
    answer: { status: 'user_redirected', paymentId: 'p2', redirectUrl: 'https://psp.example/' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: 'p2',
    open: undefined,
  },
  iframe_opened: {
    answer: { status: 'iframe_opened', paymentId: 'p3', iframeUrl: 'https://psp.example/3ds' },
    outcome: 'accepted',
    accepted: true,
    ends: true,
    kept: 'p3',
    open: undefined,
  },
  outdated_method_fields: {
    answer: { status: 'outdated_method_fields', fieldsVersion: 'v2' },
    outcome: 'outdated',
    accepted: false,
    ends: false,
    kept: undefined,
    open: undefined,
  },
  install_metamask: {
    answer: { status: 'install_metamask' },
    outcome: 'needsWallet',
    accepted: false,
    ends: true,
    kept: undefined,
    open: undefined,
  },
  'unknown with a payment id': {
    answer: { status: 'unknown', paymentId: 'p4' },
    outcome: 'unknown',
    accepted: false,
    ends: true,
    kept: undefined,
    open: 'p4',
  },
  'unknown without a payment id': {
    answer: { status: 'unknown' },
    outcome: 'unknown',
    accepted: false,
    ends: true,
    kept: undefined,
    open: undefined,
  },
};

describe('what a submit answer means', () => {
  it('has a row for every status of the contract', () => {
    const statuses = new Set(Object.values(TABLE).map((row) => row.answer.status));
    expect([...statuses].sort()).toEqual([...SUBMIT_RESULT_STATUSES].sort());
  });

  it.each(Object.entries(TABLE))(
    'reads %s as its outcome, accepted or not, kept for return and followed live as listed',
    (_name, row) => {
      expect({
        outcome: submitOutcome(row.answer),
        accepted: isAccepted(row.answer),
        ends: endsAttempt(row.answer),
        kept: keptForReturn(row.answer),
        open: openPaymentId(row.answer),
      }).toEqual({
        outcome: row.outcome,
        accepted: row.accepted,
        ends: row.ends,
        kept: row.kept,
        open: row.open,
      });
    },
  );
});
