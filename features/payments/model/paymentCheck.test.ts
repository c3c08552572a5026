import { describe, expect, it } from 'vitest';
import type { ApiError } from '@store/apiError';
import type { PaymentStatus } from '@contract/payments/payment';
import {
  CHECK_BACKOFF,
  failedSubmitOutcome,
  isFinalStatus,
  nextCheckDelay,
  readPaymentCheck,
} from './paymentCheck';

const PAYMENT: PaymentStatus = {
  paymentId: 'pay_1',
  status: 'success',
  action: 'deposit',
  methodId: 'card',
  amount: '42.42',
  currency: 'EUR',
};

/** An error as store/baseQuery.ts classifies each kind of answer. */
const ERRORS = {
  contractRefusal: { kind: 'http', type: 'request_error', httpStatus: 422 },
  contract5xx: { kind: 'http', type: 'unknown_error', httpStatus: 503 },
  contract404: { kind: 'http', type: 'request_error', httpStatus: 404 },
  proxyHtml200: { kind: 'malformed', type: 'unknown_error', httpStatus: 200 },
  proxyHtml502: { kind: 'malformed', type: 'unknown_error', httpStatus: 502 },
  proxyHtml504: { kind: 'malformed', type: 'unknown_error', httpStatus: 504 },
  proxy404Page: { kind: 'malformed', type: 'unknown_error', httpStatus: 404 },
  unknownStatus: { kind: 'malformed', type: 'unknown_error', message: 'submitResponse: …' },
  network: { kind: 'network', type: 'request_error', status: 'NETWORK_ERROR' },
} as const satisfies Record<string, ApiError>;

describe('a failed submit', () => {
  it.each([
    ['contractRefusal', 'refused'],
    ['contract5xx', 'refused'],
    ['contract404', 'refused'],
    ['proxyHtml200', 'unconfirmed'],
    ['proxyHtml502', 'unconfirmed'],
    ['proxyHtml504', 'unconfirmed'],
    ['proxy404Page', 'unconfirmed'],
    ['unknownStatus', 'unconfirmed'],
    ['network', 'unanswered'],
  ] as const)('%s is %s: only the back end’s own error body is a refusal', (name, outcome) => {
    expect(failedSubmitOutcome(ERRORS[name])).toBe(outcome);
  });
});

describe('a payment look-up', () => {
  it('is found only with a well-formed answer', () => {
    expect(readPaymentCheck({ data: PAYMENT, isError: false })).toEqual({
      reading: 'found',
      payment: PAYMENT,
    });
  });

  it('is "not found" only for a 404 with the contract’s error body', () => {
    expect(readPaymentCheck({ error: ERRORS.contract404, isError: true })).toEqual({
      reading: 'notFound',
    });
    expect(readPaymentCheck({ error: ERRORS.proxy404Page, isError: true })).toEqual({
      reading: 'unconfirmed',
    });
  });

  it.each(['proxyHtml200', 'proxyHtml502', 'proxyHtml504', 'unknownStatus', 'network'] as const)(
    'answered %s is unconfirmed',
    (name) => {
      expect(readPaymentCheck({ error: ERRORS[name], isError: true })).toEqual({
        reading: 'unconfirmed',
      });
    },
  );

  it('reads the latest answer: an unreadable one after a good one is unconfirmed', () => {
    expect(readPaymentCheck({ data: PAYMENT, error: ERRORS.proxyHtml502, isError: true })).toEqual({
      reading: 'unconfirmed',
    });
  });

  it('is still asking before any answer, and a thrown non-API value is unconfirmed', () => {
    expect(readPaymentCheck({ isError: false })).toEqual({ reading: 'asking' });
    expect(readPaymentCheck({ error: new Error('boom'), isError: true })).toEqual({
      reading: 'unconfirmed',
    });
  });
});

describe('the final statuses', () => {
  it('are every status but pending', () => {
    expect(isFinalStatus('pending')).toBe(false);
    expect(
      ['success', 'failed', 'cancelled'].every((status) => isFinalStatus(status as never)),
    ).toBe(true);
  });
});

describe('asking again after unconfirmed answers', () => {
  it('waits 2 s, then twice as long each time, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(nextCheckDelay)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(nextCheckDelay(0)).toBe(CHECK_BACKOFF.firstMs);
  });
});
