/**
 * Wallet tokens of the right shape for tests, made up (no gateway could decrypt them): the mock
 * back end checks their shape (mocks/backend/wallet.ts) and the client's wallet tests pay with
 * them. Each holds a marker string the leak checks look for.
 */

/** The marker inside both tokens: found anywhere but a submit body, the token leaked. */
export const TOKEN_MARKER = 'WALLET-TOKEN-SECRET-7f3a9c';

/** Google Pay's `tokenizationData.token` (ECv2). */
export const GOOGLE_PAY_TOKEN = JSON.stringify({
  signature: `MEYCIQ${TOKEN_MARKER}`,
  protocolVersion: 'ECv2',
  signedMessage: '{"encryptedMessage":"abc","ephemeralPublicKey":"def","tag":"ghi"}',
});

/** `PaymentResponse.details` of Google Pay. */
export const GOOGLE_PAY_DETAILS = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 1111',
    info: { cardNetwork: 'VISA', cardDetails: '1111' },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: GOOGLE_PAY_TOKEN },
  },
};

/** Apple Pay's payment token (`PaymentResponse.details.token`). */
export const APPLE_PAY_PAYMENT_TOKEN = {
  paymentData: {
    version: 'EC_v1',
    data: `encrypted-${TOKEN_MARKER}`,
    signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQE',
    header: { ephemeralPublicKey: 'MFkw', publicKeyHash: 'abc=', transactionId: 'f00d' },
  },
  paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'F00D',
};

export const APPLE_PAY_DETAILS = { token: APPLE_PAY_PAYMENT_TOKEN };
