/**
 * The closed lists of the payments wire contract (docs/http-api.md): every set as an `as const`
 * list plus its union type. Open-ended lists (providers, brands) hold the known members; the
 * server may send others, which the client treats as plain strings. Client-only lists (dialog and
 * request statuses) stay in features/payments/model/contract.ts.
 */

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** Whether `value` (from a host page, say) is a payment action. */
export function isPaymentAction(value: unknown): value is PaymentAction {
  return typeof value === 'string' && (PAYMENT_ACTIONS as readonly string[]).includes(value);
}

export const PAYMENT_METHOD_TYPES = [
  'cards',
  'direct',
  'crypto',
  'bank_transfer',
  'voucher',
] as const;

export const COMPLEMENTARY_PAYMENT_METHODS = ['mercuryo_crypto', 'mercuryo_fiat'] as const;

export const GENDERS = ['m', 'f'] as const;

export const PROCESSING_TIME_TYPES = ['instant', 'range', 'static', 'none'] as const;

export const COMMISSION_TYPES = [
  'percent',
  'range-percent',
  'fixed',
  'float',
  'mixed',
  'none',
] as const;

export const MERCURYO_MODES = ['production', 'development'] as const;
export type MercuryoMode = (typeof MERCURYO_MODES)[number];

export const PAYMENT_PROVIDERS = [
  'accentpay',
  'apco',
  'allsecure',
  'astropay_card',
  'astropay_direct',
  'bank_transfer',
  'card_pay',
  'coinspaid',
  'devcode',
  'finteqhub',
  'flutterwave',
  'hipay',
  'ogone',
  'pay_n_play',
  'payop',
  'paystack',
  'paysafecard',
  'payzen',
  'skrill',
  'trustly',
  'utorg',
  'vivapayments',
  'wirecard',
  'zotapay',
  'mercuryo',
  'cashterminal',
  'altapay',
  'cashbox',
  'coupon',
  'oauth_app',
  'trio',
  'banklink',
] as const;

export const PAYMENT_METHOD_BRANDS = [
  'creditcard',
  'card',
  'visa',
  'mastercard',
  'applepay',
  'googlepay',
  'paypal',
  'skrill',
  'neteller',
  'sofort',
  'ideal',
  'interac',
  'jeton',
  'bank',
  'bankiban',
  'voucher',
  'neosurf',
] as const;

/** The brands of crypto methods: the coin a method pays in, by its name. */
export const CRYPTO_METHOD_BRANDS = ['bitcoin', 'ethereum', 'tether'] as const;

export const FIELD_TYPES = [
  'attachment',
  'amount',
  'email',
  'credit_card_number',
  'text',
  'card_holder',
  'card_expiry_date',
  'tel',
  'cvv',
  'textarea',
  'password',
  'crypto_address',
  'multi_protocol_crypto_address',
  'metamask',
  'deposit_crypto_address',
  'cashout_crypto_address',
  'select',
  'cascade_select',
  'banner',
  'crypto_currencies_account_select',
  'button',
  'checkbox',
  'hidden',
  'date',
  'wallet',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * The wallets a `wallet` field pays with, through the Payment Request API: each one's payment
 * method identifier (`supportedMethods`) and the name its button says (a brand, never translated).
 */
export const WALLET_KINDS = ['googlepay', 'applepay'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
export const WALLET_METHOD_IDENTIFIERS = {
  googlepay: 'https://google.com/pay',
  applepay: 'https://apple.com/apple-pay',
} as const satisfies Record<WalletKind, string>;
export const WALLET_NAMES = {
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
} as const satisfies Record<WalletKind, string>;

/** The card networks a Google Pay wallet may accept (Google Pay's own names). */
export const GOOGLE_PAY_CARD_NETWORKS = [
  'AMEX',
  'DISCOVER',
  'INTERAC',
  'JCB',
  'MASTERCARD',
  'VISA',
] as const;

/**
 * The card brands a card method may name in `acceptedCardBrands`, each with its name as players
 * know it (a brand, never translated): `credit-card-type`'s ids, the brands the card helpers
 * (features/card/) detect from a number. card/cardBrand.test.ts checks both lists stay the same.
 */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  troy: 'Troy',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  naranja: 'Naranja',
  verve: 'Verve',
  maestro: 'Maestro',
  elo: 'Elo',
  mir: 'Mir',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
} as const;
export type CardBrandType = keyof typeof CARD_BRAND_NAMES;
export const CARD_BRANDS = /* @__PURE__ */ Object.keys(CARD_BRAND_NAMES) as [
  CardBrandType,
  ...CardBrandType[],
];

export const IBAN_FIELD_NAMES = [
  'bankiban',
  'bankintiban',
  'iban_cashout',
  'account_identifier',
  'accountNumber',
  'iban',
  'display_iban',
  'display_account_identifier',
  'bankAccountId',
  'bankIBAN',
] as const;

export const SUBMIT_RESULT_STATUSES = [
  'unknown',
  'notify',
  'user_redirected',
  'iframe_opened',
  'outdated_method_fields',
  'install_metamask',
] as const;

/** How sure a `notify` submit answer is of its payment; absent reads as `info`. */
export const NOTIFY_SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
export type NotifySeverity = (typeof NOTIFY_SEVERITIES)[number];

export const PAYMENT_ERROR_TYPES = [
  'unknown_error',
  'request_error',
  'params_error',
  'pop_up',
  'verification_required',
  'responsible_gambling',
] as const;
export type PaymentErrorType = (typeof PAYMENT_ERROR_TYPES)[number];

export const PAYMENT_ERROR_STATUSES = [
  'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND',
  'PATCH_PLAYER_FIELDS_ERROR',
  'INITIATE_INVOICE_ERROR',
  'PAYMENT_PROCESSING_ERROR',
  'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
  'RENDER_ERROR',
  'VALIDATE_PROFILE_ERROR',
  'NETWORK_ERROR',
  /** `params_error`: a cash-out above what the player may cash out (`error.balance` says how much). */
  'INSUFFICIENT_WITHDRAWABLE_BALANCE',
] as const;
export type PaymentErrorStatus = (typeof PAYMENT_ERROR_STATUSES)[number];

/** Refusals of the `responsible_gambling` error type: a deposit limit or a restriction. */
export const RESPONSIBLE_GAMBLING_STATUSES = [
  'DEPOSIT_LIMIT_EXCEEDED',
  'COOL_OFF_ACTIVE',
  'SELF_EXCLUDED',
] as const;
export type ResponsibleGamblingStatus = (typeof RESPONSIBLE_GAMBLING_STATUSES)[number];

/** The periods a deposit limit counts over. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Why the player may not deposit at all for a while. */
export const RESTRICTION_KINDS = ['cool_off', 'self_exclusion'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** Where the player's identity check stands. */
export const VERIFICATION_STATUSES = ['verified', 'pending', 'required', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The documents an identity check may ask for, each uploaded on its own. */
export const VERIFICATION_DOCUMENT_KINDS = [
  'identity',
  'proof_of_address',
  'payment_method',
  'selfie',
  'source_of_funds',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** Where one asked-for document stands. */
export const VERIFICATION_DOCUMENT_STATUSES = [
  'required',
  'pending',
  'accepted',
  'rejected',
] as const;
export type VerificationDocumentStatus = (typeof VERIFICATION_DOCUMENT_STATUSES)[number];
