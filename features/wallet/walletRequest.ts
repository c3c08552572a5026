/**
 * Wallet payments through the Payment Request API, as pure functions of the server's `wallet`
 * field (contract/payments/fields.ts `walletSchema`) and of the browser objects passed in: what to ask the
 * browser for, whether it can pay, how one payment goes (sheet → token → submit → complete) and
 * where the token is taken from. WalletButton.tsx is the thin adapter; the tests run in Node with
 * fake `PaymentRequest` classes.
 *
 * The token only ever lives in a local variable here and in the `submit` callback's sealed
 * secrets (api/sealedSecrets.ts): never in state, actions, events, storage or logs.
 */
import type { Wallet } from '@contract/payments/fields';
import { WALLET_METHOD_IDENTIFIERS } from '@contract/payments/lists';

/**
 * Safari's `merchantvalidation` event of an Apple Pay sheet (not in TypeScript's DOM types):
 * `complete` takes the merchant session, or a promise of it.
 */
export interface MerchantValidationEvent {
  validationURL: string;
  complete(merchantSession: Promise<unknown>): void;
}

/** A payment request as the cashier uses it. */
export type WalletPaymentRequest = Pick<PaymentRequest, 'canMakePayment' | 'show'> & {
  /** Apple Pay in Safari: called before the sheet shows, to validate the merchant. */
  onmerchantvalidation?: ((event: MerchantValidationEvent) => void) | null;
};

/** What the cashier uses of the browser: `window`, or a fake in tests. */
export interface WalletEnvironment {
  PaymentRequest?: new (
    methodData: PaymentMethodData[],
    details: PaymentDetailsInit,
  ) => WalletPaymentRequest;
  ApplePaySession?: { canMakePayments(): boolean };
}

/** The payment method data of `new PaymentRequest([…])` for one wallet. */
export function walletMethodData(wallet: Wallet): PaymentMethodData {
  if (wallet.kind === 'googlepay') {
    return {
      supportedMethods: WALLET_METHOD_IDENTIFIERS.googlepay,
      data: {
        environment: wallet.environment,
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: {
          merchantName: wallet.merchantName,
          ...(wallet.merchantId === undefined ? {} : { merchantId: wallet.merchantId }),
        },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: wallet.allowedCardNetworks,
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: { gateway: wallet.gateway, gatewayMerchantId: wallet.gatewayMerchantId },
            },
          },
        ],
      },
    };
  }
  return {
    supportedMethods: WALLET_METHOD_IDENTIFIERS.applepay,
    data: {
      version: 3,
      merchantIdentifier: wallet.merchantIdentifier,
      merchantCapabilities: wallet.merchantCapabilities ?? ['supports3DS'],
      supportedNetworks: wallet.supportedNetworks,
      countryCode: wallet.countryCode,
    },
  };
}

/** The details of the payment sheet: one total, `amount` a decimal string at the currency's scale. */
export function walletPaymentDetails(
  wallet: Wallet,
  amount: string,
  currency: string,
): PaymentDetailsInit {
  return { total: { label: wallet.merchantName, amount: { currency, value: amount } } };
}

function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The token the back end needs from `PaymentResponse.details`: Google Pay's
 * `paymentMethodData.tokenizationData.token` (a string), Apple Pay's `token` as JSON. Null when
 * the wallet answered something else.
 */
export function walletToken(wallet: Wallet, details: unknown): string | null {
  if (wallet.kind === 'googlepay') {
    const method = objectOf(objectOf(details)?.paymentMethodData);
    const token = objectOf(method?.tokenizationData)?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  }
  const token = objectOf(objectOf(details)?.token);
  return token !== null && objectOf(token.paymentData) !== null ? JSON.stringify(token) : null;
}

export type WalletAvailability = 'available' | 'unavailable';

/**
 * Whether this browser can pay with the wallet: Apple Pay only where Safari's `ApplePaySession`
 * exists and its `canMakePayments()` agrees (elsewhere no request is built, so no other browser
 * fetches Apple's payment method manifest: docs/security.md), then
 * `PaymentRequest.canMakePayment()` (no API, a refusal or an error all mean unavailable: the
 * player is told to choose another method).
 */
export async function walletAvailability(
  wallet: Wallet,
  environment: WalletEnvironment,
  currency: string,
): Promise<WalletAvailability> {
  try {
    if (wallet.kind === 'applepay' && environment.ApplePaySession?.canMakePayments() !== true) {
      return 'unavailable';
    }
    const PaymentRequestClass = environment.PaymentRequest;
    if (!PaymentRequestClass) return 'unavailable';
    const request = new PaymentRequestClass(
      [walletMethodData(wallet)],
      walletPaymentDetails(wallet, '0', currency),
    );
    return (await request.canMakePayment()) ? 'available' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * How one wallet payment ended: `cancelled` (the player closed the sheet: nothing sent),
 * `failed` (the sheet could not open or gave no token: nothing sent), `sent` (the token went to
 * the back end; whether it was accepted is the submit's own result).
 */
export type WalletPaymentOutcome = 'cancelled' | 'failed' | 'sent';

export interface WalletPaymentOptions {
  wallet: Wallet;
  environment: WalletEnvironment;
  /** What the player pays, a decimal string at the currency's scale. */
  amount: string;
  currency: string;
  /**
   * Sends the payment with the token as a secret; says how the sheet closes: `success` when the
   * back end accepted it, `unknown` when its answer could not be read (the payment may have been
   * made: the cashier finds it by its key), `fail` otherwise.
   */
  submit: (token: string) => Promise<PaymentComplete>;
  /**
   * Apple Pay: the merchant session for Safari's validation URL, from the back end
   * (`POST /wallets/apple-pay/merchant-session`, docs/http-api.md).
   */
  validateMerchant?: (validationUrl: string) => Promise<unknown>;
}

function isAbort(error: unknown): boolean {
  return objectOf(error)?.name === 'AbortError';
}

async function complete(response: PaymentResponse, result: PaymentComplete): Promise<void> {
  try {
    await response.complete(result);
  } catch {
    // The sheet is already closed (timed out, say): nothing more to tell it.
  }
}

/**
 * One wallet payment: shows the sheet (call it from the player's click), takes the token, sends
 * it, then closes the sheet as `submit` says (`success` when the back end accepted the payment,
 * `unknown` when its answer could not be read), `fail` when sending threw.
 */
export async function payWithWallet({
  wallet,
  environment,
  amount,
  currency,
  submit,
  validateMerchant,
}: WalletPaymentOptions): Promise<WalletPaymentOutcome> {
  const PaymentRequestClass = environment.PaymentRequest;
  if (!PaymentRequestClass) return 'failed';
  let response: PaymentResponse;
  // Safari closes the sheet with an AbortError when the validation fails: not the player's doing.
  const validation = { failed: false };
  try {
    const request = new PaymentRequestClass(
      [walletMethodData(wallet)],
      walletPaymentDetails(wallet, amount, currency),
    );
    if (wallet.kind === 'applepay' && validateMerchant) {
      request.onmerchantvalidation = (event) => {
        const session = validateMerchant(event.validationURL);
        session.catch(() => {
          validation.failed = true;
        });
        event.complete(session);
      };
    }
    response = await request.show();
  } catch (error) {
    return isAbort(error) && !validation.failed ? 'cancelled' : 'failed';
  }
  const token = walletToken(wallet, response.details);
  if (token === null) {
    await complete(response, 'fail');
    return 'failed';
  }
  let closing: PaymentComplete = 'fail';
  try {
    closing = await submit(token);
  } finally {
    await complete(response, closing);
  }
  return 'sent';
}
