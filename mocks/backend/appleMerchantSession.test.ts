import { describe, expect, it } from 'vitest';
import { cashierRoutes } from '@contract/paths';
import { appleMerchantSessionResponseSchema, errorBodySchema } from '@contract/payments/payment';
import { defaultCatalog } from '../handlers';
import { handleAppleMerchantSession, isAppleValidationUrl } from './wallet';

const APPLE_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

function ask(body: unknown) {
  const request = new Request(`https://casino.test${cashierRoutes.appleMerchantSession}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return handleAppleMerchantSession(defaultCatalog, request);
}

describe('the mock Apple Pay merchant validation', () => {
  it('answers a session of Apple’s shape for an Apple Pay method and an Apple URL', async () => {
    const response = await ask({ methodId: 'hipay', validationUrl: APPLE_URL });
    expect(response.status).toBe(200);
    const { merchantSession } = appleMerchantSessionResponseSchema.parse(await response.json());
    expect(merchantSession).toMatchObject({
      merchantIdentifier: 'merchant.example.casino',
      displayName: 'Example Casino',
      domainName: 'casino.test',
    });
  });

  it.each([
    'http://apple-pay-gateway.apple.com/paymentservices/startSession',
    'https://apple.com.evil.example/startSession',
    'https://evil.example/?apple.com',
    'https://user:pass@apple-pay-gateway.apple.com/',
    'javascript:alert(1)',
    'not a url',
  ])('refuses a validation URL that is not Apple’s https: %s', async (validationUrl) => {
    expect(isAppleValidationUrl(validationUrl)).toBe(false);
    const response = await ask({ methodId: 'hipay', validationUrl });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.type).toBe('params_error');
    expect(Object.keys(error.fields ?? {})).toEqual(['validationUrl']);
  });

  it('refuses a method that does not pay with Apple Pay, and a body without its parts', async () => {
    const googlePay = await ask({ methodId: 'googlepay', validationUrl: APPLE_URL });
    expect(googlePay.status).toBe(400);
    expect(errorBodySchema.parse(await googlePay.json()).error.fields).toHaveProperty('methodId');
    expect((await ask({ validationUrl: APPLE_URL })).status).toBe(400);
    expect((await ask('hipay')).status).toBe(400);
  });
});
