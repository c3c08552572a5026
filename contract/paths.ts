/**
 * Where every HTTP endpoint of the cashier lives: its method and path template, keyed by its
 * operation name (docs/http-api.md). This is the route half of the endpoint table
 * (contract/endpoints.ts adds each one's parameters, body and answer schemas); it holds no zod, so
 * the boot script, which asks for the first screen's data before the app loads, can carry it.
 */
export const CASHIER_API_BASE = '/api/cashier/v1';

/** The tracker's events API (features/tracker): not under the cashier's base. */
export const EVENTS_PATH = '/api-fe-events/v1/events';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** The path, `{param}` placeholders for its path parameters. */
  path: string;
}

/** Every HTTP endpoint, by operation name (the OpenAPI operationId). */
export const ROUTES = {
  getMethods: { method: 'GET', path: `${CASHIER_API_BASE}/methods` },
  getConversionMethods: { method: 'GET', path: `${CASHIER_API_BASE}/conversion-methods` },
  getMethodFields: { method: 'GET', path: `${CASHIER_API_BASE}/methods/{methodId}/fields` },
  deleteSavedProfile: { method: 'DELETE', path: `${CASHIER_API_BASE}/saved-profiles/{profileId}` },
  getPaymentByKey: { method: 'GET', path: `${CASHIER_API_BASE}/payments` },
  submit: { method: 'POST', path: `${CASHIER_API_BASE}/payments` },
  getPayment: { method: 'GET', path: `${CASHIER_API_BASE}/payments/{paymentId}` },
  cancelPayment: { method: 'POST', path: `${CASHIER_API_BASE}/payments/{paymentId}/cancel` },
  config: { method: 'GET', path: `${CASHIER_API_BASE}/config` },
  getConversionQuote: { method: 'GET', path: `${CASHIER_API_BASE}/conversion-quote` },
  savePlayerFields: { method: 'PATCH', path: `${CASHIER_API_BASE}/player/fields` },
  uploadVerificationDocument: {
    method: 'POST',
    path: `${CASHIER_API_BASE}/verification/documents`,
  },
  appleMerchantSession: {
    method: 'POST',
    path: `${CASHIER_API_BASE}/wallets/apple-pay/merchant-session`,
  },
  getTransactions: { method: 'GET', path: `${CASHIER_API_BASE}/transactions` },
  postEvents: { method: 'POST', path: EVENTS_PATH },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof ROUTES;

/** The endpoint names, in table order. */
export const ENDPOINT_NAMES = Object.keys(ROUTES) as EndpointName[];

/** A path template with its `{param}` placeholders filled, each value URL-encoded. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** An endpoint's path as an msw route pattern (`:param` placeholders). */
export const routePattern = (name: EndpointName): string =>
  ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1');

/** The URL paths the client asks for (RTK Query endpoints, the boot script), from {@link ROUTES}. */
export const cashierPaths = {
  methods: ROUTES.getMethods.path,
  conversionMethods: ROUTES.getConversionMethods.path,
  methodFields: (methodId: string) => fillPath(ROUTES.getMethodFields.path, { methodId }),
  savedProfile: (profileId: string) => fillPath(ROUTES.deleteSavedProfile.path, { profileId }),
  payments: ROUTES.submit.path,
  payment: (paymentId: string) => fillPath(ROUTES.getPayment.path, { paymentId }),
  cancelPayment: (paymentId: string) => fillPath(ROUTES.cancelPayment.path, { paymentId }),
  config: ROUTES.config.path,
  conversionQuote: ROUTES.getConversionQuote.path,
  playerFields: ROUTES.savePlayerFields.path,
  verificationDocuments: ROUTES.uploadVerificationDocument.path,
  appleMerchantSession: ROUTES.appleMerchantSession.path,
} as const;

/**
 * msw route patterns of the same paths, for tests that answer one endpoint their own way. (Marked
 * pure: code that never reads it, such as the inline boot script, does not carry it.)
 */
export const cashierRoutes = /* @__PURE__ */ Object.freeze({
  methods: routePattern('getMethods'),
  conversionMethods: routePattern('getConversionMethods'),
  methodFields: routePattern('getMethodFields'),
  savedProfile: routePattern('deleteSavedProfile'),
  payments: routePattern('submit'),
  payment: routePattern('getPayment'),
  cancelPayment: routePattern('cancelPayment'),
  config: routePattern('config'),
  conversionQuote: routePattern('getConversionQuote'),
  playerFields: routePattern('savePlayerFields'),
  verificationDocuments: routePattern('uploadVerificationDocument'),
  appleMerchantSession: routePattern('appleMerchantSession'),
} as const);

export const historyPaths = {
  /** GET ?action=&status=&cursor=&limit= → TransactionsPage */
  transactions: ROUTES.getTransactions.path,
} as const;

/** Header carrying a per-attempt key so a repeated POST never creates a second payment. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
