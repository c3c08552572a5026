/**
 * Paths of the cashier HTTP API (docs/http-api.md). Shared by the RTK Query endpoints and
 * the mock back end so both always speak the same contract.
 */
export const CASHIER_API_BASE = '/api/cashier/v1';

export const cashierPaths = {
  /** GET ?action=&currency= → MethodsResponse */
  methods: `${CASHIER_API_BASE}/methods`,
  /** GET ?action=&currency= → ConversionMethodsResponse */
  conversionMethods: `${CASHIER_API_BASE}/conversion-methods`,
  /** GET ?action=&currency= → MethodFieldsResponse */
  methodFields: (methodId: string) =>
    `${CASHIER_API_BASE}/methods/${encodeURIComponent(methodId)}/fields`,
  /** DELETE → 204 */
  savedProfile: (profileId: string) =>
    `${CASHIER_API_BASE}/saved-profiles/${encodeURIComponent(profileId)}`,
  /** POST SubmitRequest (header Idempotency-Key) → SubmitResponse */
  payments: `${CASHIER_API_BASE}/payments`,
  /** GET → PaymentStatus */
  payment: (paymentId: string) => `${CASHIER_API_BASE}/payments/${encodeURIComponent(paymentId)}`,
  /** GET → CashierConfig */
  config: `${CASHIER_API_BASE}/config`,
  /** GET ?methodId=&from=&to=&amount= → ConversionQuote */
  conversionQuote: `${CASHIER_API_BASE}/conversion-quote`,
  /** PATCH { fields } → { fields } */
  playerFields: `${CASHIER_API_BASE}/player/fields`,
} as const;

/**
 * POST VerificationUploadRequest → VerificationUploadResponse. Not in {@link cashierPaths}: the
 * boot prefetch script carries that object whole, and this path is never asked for at boot.
 */
export const VERIFICATION_DOCUMENTS_PATH = `${CASHIER_API_BASE}/verification/documents`;

/**
 * POST CancelPaymentRequest → PaymentStatus (where the payment stands after the cancel). Not in
 * {@link cashierPaths}, for the same reason as the verification path.
 */
export const cancelPaymentPath = (paymentId: string) =>
  `${CASHIER_API_BASE}/payments/${encodeURIComponent(paymentId)}/cancel`;

/** POST AppleMerchantSessionRequest → AppleMerchantSessionResponse (Apple Pay in Safari only). */
export const APPLE_MERCHANT_SESSION_PATH = `${CASHIER_API_BASE}/wallets/apple-pay/merchant-session`;

/**
 * msw route patterns for the same paths (`:param` placeholders). (Marked pure: code that never
 * reads it, such as the inline boot script, does not carry it.)
 */
export const cashierRoutes = /* @__PURE__ */ Object.freeze({
  methods: cashierPaths.methods,
  conversionMethods: cashierPaths.conversionMethods,
  methodFields: `${CASHIER_API_BASE}/methods/:methodId/fields`,
  savedProfile: `${CASHIER_API_BASE}/saved-profiles/:profileId`,
  payments: cashierPaths.payments,
  payment: `${CASHIER_API_BASE}/payments/:paymentId`,
  cancelPayment: `${CASHIER_API_BASE}/payments/:paymentId/cancel`,
  config: cashierPaths.config,
  conversionQuote: cashierPaths.conversionQuote,
  playerFields: cashierPaths.playerFields,
  verificationDocuments: VERIFICATION_DOCUMENTS_PATH,
  appleMerchantSession: APPLE_MERCHANT_SESSION_PATH,
} as const);

/** Header carrying a per-attempt key so a repeated POST never creates a second payment. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
