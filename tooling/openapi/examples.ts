/**
 * One example answer per operation with a JSON 2xx answer, keyed by operationId (docs/openapi.json
 * puts each on its 2xx answer). Together they are one player's complete card deposit in EUR, so a
 * mock made from the document alone (Prism) serves a cashier that works: the config, a methods list
 * with a card method, that method's fields, and a submit answered with a success (e2e/prism/).
 * Typed with the wire types, and examples.test.ts checks each against the document's own schema.
 */
import type { Transaction, TransactionsPage } from '@contract/history';
import type {
  AppleMerchantSessionResponse,
  PaymentStatus,
  SubmitResponse,
} from '@contract/payments/payment';
import type { CashierConfig, VerificationUploadResponse } from '@contract/payments/player';
import type {
  ConversionMethodsResponse,
  ConversionQuote,
  MethodsResponse,
} from '@contract/payments/methods';
import type { MethodFieldsResponse, WireFieldValues } from '@contract/payments/fields';

const PAYMENT_ID = 'pay_01JD4W7Q2M';

const payment: PaymentStatus = {
  paymentId: PAYMENT_ID,
  status: 'success',
  action: 'deposit',
  methodId: 'card',
  amount: '50.00',
  currency: 'EUR',
  updatedAt: '2026-11-26T18:05:12Z',
};

const config: CashierConfig = {
  currencies: ['EUR'],
  currencyScales: { EUR: 2 },
  defaultCurrency: 'EUR',
  mercuryoMode: 'production',
  player: {
    id: 'player-104233',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    verification: { status: 'verified' },
    balances: [{ currency: 'EUR', total: '250.00', withdrawable: '200.00' }],
  },
};

const methods: MethodsResponse = {
  action: 'deposit',
  currency: 'EUR',
  methods: [
    {
      id: 'card',
      provider: 'card_pay',
      brand: 'creditcard',
      type: 'cards',
      name: 'Credit or debit card',
      description: 'Deposits arrive instantly.',
      currency: 'EUR',
      limits: { min: '10.00', max: '5000.00' },
      presets: ['20.00', '50.00', '100.00', '250.00'],
      commission: { type: 'percent', percent: '2.5' },
      processingTime: { type: 'instant' },
      acceptedCardBrands: ['visa', 'mastercard'],
    },
  ],
  lastUsed: null,
};

const fields: MethodFieldsResponse = {
  methodId: 'card',
  fieldsVersion: 'card-2024-06',
  fields: [
    { name: 'amount', type: 'amount', label: 'Amount', required: true },
    {
      name: 'card_number',
      type: 'credit_card_number',
      label: 'Card number',
      required: true,
      placeholder: '1234 5678 9012 3456',
    },
    {
      name: 'card_holder',
      type: 'card_holder',
      label: 'Name on card',
      required: true,
      placeholder: 'JANE DOE',
    },
    {
      name: 'card_expiry',
      type: 'card_expiry_date',
      label: 'Expiry date',
      required: true,
      placeholder: 'MM/YY',
    },
    { name: 'cvv', type: 'cvv', label: 'Security code', required: true },
  ],
};

const submitted: SubmitResponse = {
  status: 'notify',
  paymentId: PAYMENT_ID,
  severity: 'success',
  message: 'Your card payment of 50.00 EUR was successful.',
};

// The quote of a conversion method the methods above do not offer: what one would answer.
const quote: ConversionQuote = {
  methodId: 'mercuryo_crypto',
  from: 'EUR',
  to: 'BTC',
  amount: '100.00',
  toAmount: '0.00153846',
  rate: '65000.00',
};

const conversionMethods: ConversionMethodsResponse = { methods: [] };

const profile: WireFieldValues = { first_name: 'Ada', last_name: 'Lovelace' };

const uploaded: VerificationUploadResponse = {
  verification: {
    status: 'pending',
    documents: [
      { kind: 'identity', status: 'pending' },
      { kind: 'proof_of_address', status: 'required' },
    ],
  },
};

const merchantSession: AppleMerchantSessionResponse = {
  merchantSession: {
    epochTimestamp: 1795716312000,
    expiresAt: 1795719912000,
    merchantSessionIdentifier: 'SSH2F6C1A0E7B3D4E59A8C1F2B7D6E0A9C3',
    nonce: '5b1e0c7a',
    merchantIdentifier: 'merchant.example.casino',
    domainName: 'casino.example',
    displayName: 'Casino',
    signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAKCAMIID',
  },
};

const transactions: Transaction[] = [
  {
    id: PAYMENT_ID,
    action: 'deposit',
    status: 'success',
    methodId: 'card',
    methodName: 'Credit or debit card',
    amount: '50.00',
    currency: 'EUR',
    fee: '1.25',
    total: '51.25',
    createdAt: '2026-11-26T18:05:03Z',
    updatedAt: '2026-11-26T18:05:12Z',
  },
  {
    id: 'pay_01JCZP3K8B',
    action: 'cashout',
    status: 'pending',
    methodId: 'card',
    methodName: 'Credit or debit card',
    amount: '120.00',
    currency: 'EUR',
    createdAt: '2026-11-24T09:41:27Z',
  },
];

const page: TransactionsPage = { items: transactions, nextCursor: null, total: 2 };

/** The example of each operation's JSON 2xx answer. */
export const EXAMPLES: Record<string, unknown> = {
  config,
  getMethods: methods,
  getConversionMethods: conversionMethods,
  getMethodFields: fields,
  submit: submitted,
  getPayment: payment,
  getPaymentByKey: payment,
  cancelPayment: {
    ...payment,
    paymentId: 'pay_01JD4X0R5T',
    status: 'cancelled',
    amount: '75.00',
  } satisfies PaymentStatus,
  getConversionQuote: quote,
  savePlayerFields: { fields: profile },
  uploadVerificationDocument: uploaded,
  appleMerchantSession: merchantSession,
  getTransactions: page,
};
