import { describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@contract/payments/fields';
import { walletSchema } from '@contract/payments/fields';
import {
  APPLE_PAY_DETAILS,
  APPLE_PAY_PAYMENT_TOKEN,
  GOOGLE_PAY_DETAILS,
  GOOGLE_PAY_TOKEN,
} from '@mocks/backend/walletTokens.fixture';
import type { WalletEnvironment } from './walletRequest';
import {
  payWithWallet,
  walletAvailability,
  walletMethodData,
  walletPaymentDetails,
  walletToken,
} from './walletRequest';

const googlePay: Wallet = {
  kind: 'googlepay',
  environment: 'TEST',
  merchantName: 'Example Casino',
  gateway: 'example',
  gatewayMerchantId: 'gw-42',
  allowedCardNetworks: ['MASTERCARD', 'VISA'],
};

const applePay: Wallet = {
  kind: 'applepay',
  merchantIdentifier: 'merchant.example.casino',
  merchantName: 'Example Casino',
  supportedNetworks: ['visa', 'masterCard'],
  countryCode: 'MT',
};

interface FakeOptions {
  canMakePayment?: () => Promise<boolean>;
  show?: () => Promise<PaymentResponse>;
}

/** A fake `PaymentRequest` class recording what it was built with. */
function fakePaymentRequest({ canMakePayment, show }: FakeOptions = {}) {
  const built: { methodData: PaymentMethodData[]; details: PaymentDetailsInit }[] = [];
  class FakePaymentRequest {
    constructor(methodData: PaymentMethodData[], details: PaymentDetailsInit) {
      built.push({ methodData, details });
    }
    canMakePayment = canMakePayment ?? (() => Promise.resolve(true));
    show = show ?? (() => Promise.reject(new Error('no sheet in this test')));
  }
  return { PaymentRequest: FakePaymentRequest, built };
}

function fakeResponse(details: unknown) {
  const complete = vi.fn((_result?: PaymentComplete) => Promise.resolve());
  return { response: { details, complete } as unknown as PaymentResponse, complete };
}

const abort = () => Promise.reject(new DOMException('The user closed the sheet.', 'AbortError'));

describe('the payment request data', () => {
  it('asks Google Pay for a gateway token of the merchant’s networks', () => {
    expect(walletMethodData(googlePay)).toEqual({
      supportedMethods: 'https://google.com/pay',
      data: {
        environment: 'TEST',
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantName: 'Example Casino' },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['MASTERCARD', 'VISA'],
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: { gateway: 'example', gatewayMerchantId: 'gw-42' },
            },
          },
        ],
      },
    });
    expect(walletMethodData({ ...googlePay, merchantId: 'BCR2DN4T' }).data).toMatchObject({
      merchantInfo: { merchantName: 'Example Casino', merchantId: 'BCR2DN4T' },
    });
  });

  it('asks Apple Pay with the merchant identifier, networks and country (3-D Secure by default)', () => {
    expect(walletMethodData(applePay)).toEqual({
      supportedMethods: 'https://apple.com/apple-pay',
      data: {
        version: 3,
        merchantIdentifier: 'merchant.example.casino',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['visa', 'masterCard'],
        countryCode: 'MT',
      },
    });
    expect(
      walletMethodData({ ...applePay, merchantCapabilities: ['supports3DS', 'supportsDebit'] })
        .data,
    ).toMatchObject({ merchantCapabilities: ['supports3DS', 'supportsDebit'] });
  });

  it('totals the amount in the currency under the merchant’s name', () => {
    expect(walletPaymentDetails(applePay, '51.25', 'USD')).toEqual({
      total: { label: 'Example Casino', amount: { currency: 'USD', value: '51.25' } },
    });
  });

  it('the wire schema refuses a wallet it could not build a request for', () => {
    expect(walletSchema.safeParse(googlePay).success).toBe(true);
    expect(walletSchema.safeParse({ ...googlePay, allowedCardNetworks: [] }).success).toBe(false);
    expect(walletSchema.safeParse({ ...applePay, countryCode: 'malta' }).success).toBe(false);
    expect(walletSchema.safeParse({ ...applePay, kind: 'samsungpay' }).success).toBe(false);
  });
});

describe('the token', () => {
  it('is Google Pay’s gateway token, or Apple Pay’s payment token as JSON', () => {
    expect(walletToken(googlePay, GOOGLE_PAY_DETAILS)).toBe(GOOGLE_PAY_TOKEN);
    expect(walletToken(applePay, APPLE_PAY_DETAILS)).toBe(JSON.stringify(APPLE_PAY_PAYMENT_TOKEN));
  });

  it('is null when the wallet answered something else', () => {
    expect(walletToken(googlePay, APPLE_PAY_DETAILS)).toBeNull();
    expect(walletToken(applePay, GOOGLE_PAY_DETAILS)).toBeNull();
    expect(walletToken(googlePay, null)).toBeNull();
    expect(
      walletToken(googlePay, { paymentMethodData: { tokenizationData: { token: '' } } }),
    ).toBeNull();
    expect(walletToken(applePay, { token: { paymentData: 'text' } })).toBeNull();
  });
});

describe('availability', () => {
  it('is available when canMakePayment() says so, asked with the wallet’s data', async () => {
    const { PaymentRequest, built } = fakePaymentRequest();
    expect(await walletAvailability(googlePay, { PaymentRequest }, 'EUR')).toBe('available');
    expect(built).toEqual([
      {
        methodData: [walletMethodData(googlePay)],
        details: walletPaymentDetails(googlePay, '0', 'EUR'),
      },
    ]);
  });

  it('is unavailable without the Payment Request API, on a refusal or an error', async () => {
    expect(await walletAvailability(googlePay, {}, 'EUR')).toBe('unavailable');
    const refusing = fakePaymentRequest({ canMakePayment: () => Promise.resolve(false) });
    expect(await walletAvailability(googlePay, refusing, 'EUR')).toBe('unavailable');
    const failing = fakePaymentRequest({
      canMakePayment: () => Promise.reject(new DOMException('Too many queries', 'NotAllowedError')),
    });
    expect(await walletAvailability(googlePay, failing, 'EUR')).toBe('unavailable');
    function Throwing(): never {
      throw new TypeError('Unsupported payment method');
    }
    const throwing = { PaymentRequest: Throwing } as unknown as WalletEnvironment;
    expect(await walletAvailability(googlePay, throwing, 'EUR')).toBe('unavailable');
  });

  it('asks ApplePaySession first for Apple Pay, and only for Apple Pay', async () => {
    const { PaymentRequest, built } = fakePaymentRequest();
    const noCard = { canMakePayments: () => false };
    expect(
      await walletAvailability(applePay, { PaymentRequest, ApplePaySession: noCard }, 'USD'),
    ).toBe('unavailable');
    expect(built).toEqual([]);
    expect(
      await walletAvailability(googlePay, { PaymentRequest, ApplePaySession: noCard }, 'USD'),
    ).toBe('available');
    const ready = { canMakePayments: () => true };
    expect(
      await walletAvailability(applePay, { PaymentRequest, ApplePaySession: ready }, 'USD'),
    ).toBe('available');
  });

  it('is unavailable for Apple Pay outside Safari, without building a payment request', async () => {
    const { PaymentRequest, built } = fakePaymentRequest();
    expect(await walletAvailability(applePay, { PaymentRequest }, 'USD')).toBe('unavailable');
    expect(built).toEqual([]);
  });
});

describe('one wallet payment', () => {
  it('shows the sheet for the amount, sends the token and completes with success', async () => {
    const { response, complete } = fakeResponse(GOOGLE_PAY_DETAILS);
    const { PaymentRequest, built } = fakePaymentRequest({ show: () => Promise.resolve(response) });
    const submit = vi.fn((_token: string) => Promise.resolve<PaymentComplete>('success'));
    const outcome = await payWithWallet({
      wallet: googlePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'EUR',
      submit,
    });
    expect(outcome).toBe('sent');
    expect(built[0]?.details).toEqual(walletPaymentDetails(googlePay, '50.00', 'EUR'));
    expect(submit).toHaveBeenCalledExactlyOnceWith(GOOGLE_PAY_TOKEN);
    expect(complete).toHaveBeenCalledExactlyOnceWith('success');
  });

  it('completes with fail when the back end refused the payment', async () => {
    const { response, complete } = fakeResponse(APPLE_PAY_DETAILS);
    const { PaymentRequest } = fakePaymentRequest({ show: () => Promise.resolve(response) });
    const outcome = await payWithWallet({
      wallet: applePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'USD',
      submit: () => Promise.resolve('fail'),
    });
    expect(outcome).toBe('sent');
    expect(complete).toHaveBeenCalledExactlyOnceWith('fail');
  });

  it("completes with unknown when the back end's answer could not be read", async () => {
    const { response, complete } = fakeResponse(APPLE_PAY_DETAILS);
    const { PaymentRequest } = fakePaymentRequest({ show: () => Promise.resolve(response) });
    const outcome = await payWithWallet({
      wallet: applePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'USD',
      submit: () => Promise.resolve('unknown'),
    });
    expect(outcome).toBe('sent');
    expect(complete).toHaveBeenCalledExactlyOnceWith('unknown');
  });

  it('is cancelled, with nothing sent, when the player closes the sheet', async () => {
    const { PaymentRequest } = fakePaymentRequest({ show: abort });
    const submit = vi.fn(() => Promise.resolve<PaymentComplete>('success'));
    const outcome = await payWithWallet({
      wallet: googlePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'EUR',
      submit,
    });
    expect(outcome).toBe('cancelled');
    expect(submit).not.toHaveBeenCalled();
  });

  it('fails, with nothing sent, when the sheet cannot open or gives no token', async () => {
    const submit = vi.fn(() => Promise.resolve<PaymentComplete>('success'));
    const options = { wallet: googlePay, amount: '50.00', currency: 'EUR', submit };
    const notSupported = fakePaymentRequest({
      show: () => Promise.reject(new DOMException('No wallet', 'NotSupportedError')),
    });
    expect(await payWithWallet({ ...options, environment: notSupported })).toBe('failed');
    expect(await payWithWallet({ ...options, environment: {} })).toBe('failed');
    const { response, complete } = fakeResponse({ paymentMethodData: {} });
    const noToken = fakePaymentRequest({ show: () => Promise.resolve(response) });
    expect(await payWithWallet({ ...options, environment: noToken })).toBe('failed');
    expect(complete).toHaveBeenCalledExactlyOnceWith('fail');
    expect(submit).not.toHaveBeenCalled();
  });

  it('closes the sheet with fail when sending throws, and a complete() that throws is harmless', async () => {
    const complete = vi.fn(() => Promise.reject(new DOMException('closed', 'InvalidStateError')));
    const response = { details: GOOGLE_PAY_DETAILS, complete } as unknown as PaymentResponse;
    const { PaymentRequest } = fakePaymentRequest({ show: () => Promise.resolve(response) });
    await expect(
      payWithWallet({
        wallet: googlePay,
        environment: { PaymentRequest },
        amount: '50.00',
        currency: 'EUR',
        submit: () => Promise.reject(new Error('boom')),
      }),
    ).rejects.toThrow('boom');
    expect(complete).toHaveBeenCalledExactlyOnceWith('fail');
  });
});

/**
 * Safari's Apple Pay sheet: `show()` first fires `merchantvalidation` and waits for the session
 * handed to `complete()`; a failed validation closes the sheet with an AbortError.
 */
function safariPaymentRequest(response: PaymentResponse) {
  const sessions: unknown[] = [];
  class SafariPaymentRequest {
    onmerchantvalidation:
      | ((event: { validationURL: string; complete(session: Promise<unknown>): void }) => void)
      | null = null;
    canMakePayment = () => Promise.resolve(true);
    show = async (): Promise<PaymentResponse> => {
      let session: Promise<unknown> | undefined;
      this.onmerchantvalidation?.({
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        complete: (given) => {
          session = given;
        },
      });
      try {
        sessions.push(
          await (session ?? Promise.reject(new Error('no merchantvalidation handler'))),
        );
      } catch {
        throw new DOMException('Merchant validation failed.', 'AbortError');
      }
      return response;
    };
  }
  return { PaymentRequest: SafariPaymentRequest, sessions };
}

describe('Apple Pay merchant validation', () => {
  it('hands the sheet the session the back end got for Safari’s validation URL', async () => {
    const { response, complete } = fakeResponse(APPLE_PAY_DETAILS);
    const { PaymentRequest, sessions } = safariPaymentRequest(response);
    const validateMerchant = vi.fn((_url: string) => Promise.resolve({ nonce: 'n-1' }));
    const outcome = await payWithWallet({
      wallet: applePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'USD',
      submit: () => Promise.resolve('success'),
      validateMerchant,
    });
    expect(validateMerchant).toHaveBeenCalledExactlyOnceWith(
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    );
    expect(sessions).toEqual([{ nonce: 'n-1' }]);
    expect(outcome).toBe('sent');
    expect(complete).toHaveBeenCalledExactlyOnceWith('success');
  });

  it('fails, not cancelled, with nothing sent, when the back end refuses the validation', async () => {
    const { response } = fakeResponse(APPLE_PAY_DETAILS);
    const { PaymentRequest } = safariPaymentRequest(response);
    const submit = vi.fn(() => Promise.resolve<PaymentComplete>('success'));
    const outcome = await payWithWallet({
      wallet: applePay,
      environment: { PaymentRequest },
      amount: '50.00',
      currency: 'USD',
      submit,
      validateMerchant: () => Promise.reject(new Error('params_error')),
    });
    expect(outcome).toBe('failed');
    expect(submit).not.toHaveBeenCalled();
  });
});
