// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { errorBodySchema, submitResponseSchema } from '@contract/payments/payment';
import { APPLE_PAY_PAYMENT_TOKEN, GOOGLE_PAY_TOKEN, TOKEN_MARKER } from './walletTokens.fixture';
import { apiUrl, call, catalogWith, jsonInit, useFreshBackend } from '../testing';
import { defaultCatalog } from '../handlers';

let keyCount = 0;
function pay(methodId: string, fields: Record<string, string>, currency = 'USD') {
  const method = defaultCatalog.methods.find((candidate) => candidate.id === methodId);
  return call(
    apiUrl(cashierPaths.payments),
    jsonInit(
      {
        action: 'deposit',
        methodId,
        currency,
        amount: '50.00',
        fieldsVersion: method?.fieldsVersion,
        fields,
      },
      { [IDEMPOTENCY_HEADER]: `wallet-${(keyCount += 1)}` },
    ),
  );
}

describe('wallet tokens in POST /payments', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it('accepts a well-formed Google Pay token and an Apple Pay one', async () => {
    const google = await pay('googlepay', { wallet_token: GOOGLE_PAY_TOKEN }, 'EUR');
    expect(google.status).toBe(200);
    expect(submitResponseSchema.parse(google.body)).toMatchObject({ status: 'notify' });
    const apple = await pay('hipay', { wallet_token: JSON.stringify(APPLE_PAY_PAYMENT_TOKEN) });
    expect(apple.status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['empty', { wallet_token: '' }],
    ['not JSON', { wallet_token: `garbage-${TOKEN_MARKER}` }],
    ['the other wallet’s token', { wallet_token: JSON.stringify(APPLE_PAY_PAYMENT_TOKEN) }],
  ])(
    'refuses a %s Google Pay token with a params_error that does not echo it',
    async (_, fields) => {
      const log = vi.spyOn(console, 'log');
      const answer = await pay('googlepay', fields, 'EUR');
      expect(answer.status).toBe(400);
      const { error } = errorBodySchema.parse(answer.body);
      expect(error.type).toBe('params_error');
      expect(error.fields).toEqual({ wallet_token: expect.any(String) as unknown });
      expect(JSON.stringify(answer.body)).not.toContain(TOKEN_MARKER);
      expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN_MARKER);
    },
  );

  it('refuses any token for a wallet field that does not say its wallet', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const hipay = catalog.methods.find((method) => method.id === 'hipay');
        for (const field of hipay?.fields ?? []) delete field.wallet;
      }),
    );
    const answer = await pay('hipay', { wallet_token: JSON.stringify(APPLE_PAY_PAYMENT_TOKEN) });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.fields).toHaveProperty('wallet_token');
  });

  it('refuses an Apple Pay token without its payment data', async () => {
    const { paymentMethod } = APPLE_PAY_PAYMENT_TOKEN;
    const answer = await pay('hipay', { wallet_token: JSON.stringify({ paymentMethod }) });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.fields).toHaveProperty('wallet_token');
  });
});
