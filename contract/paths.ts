/**
 * Where every HTTP endpoint of the cashier lives: its method and path template, keyed by its
 * operation name (docs/http-api.md). This is the route half of the endpoint table
 * (contract/endpoints.ts adds each one's parameters, body and answer schemas); it holds no zod.
 */
export const CASHIER_API_BASE = '/api/cashier/v1';

/**
 * The paths the cashier screen asks for first, on their own so that the boot script carries these
 * strings and not the table.
 */
export const CONFIG_PATH = `${CASHIER_API_BASE}/config`;
export const METHODS_PATH = `${CASHIER_API_BASE}/methods`;
export const CONVERSION_METHODS_PATH = `${CASHIER_API_BASE}/conversion-methods`;

/** The tracker's events API (features/tracker): not under the cashier's base. */
export const EVENTS_PATH = '/api-fe-events/v1/events';
/** The events API's version, sent as `X-Api-Version` (optional on beacons, which carry no header). */
export const EVENTS_API_VERSION = 'v2';
/** The query an SSR-mode tracker adds to the events path: the events carry no cookie. */
export const EVENTS_NO_COOKIE_QUERY = 'no-cookie=true';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** The path, `{param}` placeholders for its path parameters. */
  path: string;
}

/** Every HTTP endpoint, by operation name (the OpenAPI operationId). */
export const ROUTES = {
  getMethods: { method: 'GET', path: METHODS_PATH },
  getConversionMethods: { method: 'GET', path: CONVERSION_METHODS_PATH },
  getMethodFields: { method: 'GET', path: `${CASHIER_API_BASE}/methods/{methodId}/fields` },
  deleteSavedProfile: { method: 'DELETE', path: `${CASHIER_API_BASE}/saved-profiles/{profileId}` },
  getPaymentByKey: { method: 'GET', path: `${CASHIER_API_BASE}/payments` },
  submit: { method: 'POST', path: `${CASHIER_API_BASE}/payments` },
  getPayment: { method: 'GET', path: `${CASHIER_API_BASE}/payments/{paymentId}` },
  cancelPayment: { method: 'POST', path: `${CASHIER_API_BASE}/payments/{paymentId}/cancel` },
  config: { method: 'GET', path: CONFIG_PATH },
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
export const ENDPOINT_NAMES = /* @__PURE__ */ Object.keys(ROUTES) as EndpointName[];

/** A path template with its `{param}` placeholders filled, each value URL-encoded. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** An endpoint's path as an msw route pattern (`:param` placeholders). */
export const routePattern = (name: EndpointName): string =>
  ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The URL paths the client asks for (the RTK Query endpoints), from {@link ROUTES}. (Getters, here
 * and below: code that never reads them, such as the boot script, does not carry the table.)
 */
export const cashierPaths = {
  get methods() {
    return ROUTES.getMethods.path;
  },
  get conversionMethods() {
    return ROUTES.getConversionMethods.path;
  },
  methodFields: (methodId: string) => fillPath(ROUTES.getMethodFields.path, { methodId }),
  savedProfile: (profileId: string) => fillPath(ROUTES.deleteSavedProfile.path, { profileId }),
  get payments() {
    return ROUTES.submit.path;
  },
  payment: (paymentId: string) => fillPath(ROUTES.getPayment.path, { paymentId }),
  cancelPayment: (paymentId: string) => fillPath(ROUTES.cancelPayment.path, { paymentId }),
  get config() {
    return ROUTES.config.path;
  },
  get conversionQuote() {
    return ROUTES.getConversionQuote.path;
  },
  get playerFields() {
    return ROUTES.savePlayerFields.path;
  },
  get verificationDocuments() {
    return ROUTES.uploadVerificationDocument.path;
  },
  get appleMerchantSession() {
    return ROUTES.appleMerchantSession.path;
  },
};

/**
 * msw route patterns of the same paths, for tests that answer one endpoint their own way.
 */
export const cashierRoutes = {
  get methods() {
    return routePattern('getMethods');
  },
  get conversionMethods() {
    return routePattern('getConversionMethods');
  },
  get methodFields() {
    return routePattern('getMethodFields');
  },
  get savedProfile() {
    return routePattern('deleteSavedProfile');
  },
  get payments() {
    return routePattern('submit');
  },
  get payment() {
    return routePattern('getPayment');
  },
  get cancelPayment() {
    return routePattern('cancelPayment');
  },
  get config() {
    return routePattern('config');
  },
  get conversionQuote() {
    return routePattern('getConversionQuote');
  },
  get playerFields() {
    return routePattern('savePlayerFields');
  },
  get verificationDocuments() {
    return routePattern('uploadVerificationDocument');
  },
  get appleMerchantSession() {
    return routePattern('appleMerchantSession');
  },
};

export const historyPaths = {
  /** GET ?action=&status=&cursor=&limit= → TransactionsPage */
  get transactions() {
    return ROUTES.getTransactions.path;
  },
};

/** Header carrying a per-attempt key so a repeated POST never creates a second payment. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
