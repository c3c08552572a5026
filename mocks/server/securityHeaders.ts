/**
 * The one set of response headers `npm start` sends (docs/security.md), by
 * kind of answer. The hosting examples (docs/hosting/nginx.conf, docs/hosting/_headers) send the
 * same; `mocks/server/hostingExamples.test.ts` compares them with this builder. Node only.
 */
import { type CspConfig, contentSecurityPolicy } from './csp';

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * Only the origin leaves the cashier, and only over https (never its paths and queries, which
 * name payments and routes); same-origin requests keep the full URL. Payment providers and
 * wallets may check which site sent the player; `no-referrer` would break those checks and hide
 * nothing more (docs/security.md).
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features the cashier never uses: off for the page and every frame. */
export const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
] as const;

/** A CSP source as a Permissions-Policy allowlist entry (`'self'` → `self`, an origin quoted). */
const allowlistEntry = (source: string): string[] =>
  source === "'self'" ? ['self'] : source.startsWith("'") ? [] : [`"${source}"`];

/**
 * `payment` (the Payment Request API: Apple Pay, Google Pay) for the cashier's page and the
 * payment provider frames (the provider dialog's iframe asks for it with `allow="payment"`), not
 * for the chat; every feature of {@link FEATURES_OFF} for nobody.
 */
export function permissionsPolicy(config: CspConfig): string {
  const payment = [...new Set(['self', ...config.frameOrigins.flatMap(allowlistEntry)])];
  return [`payment=(${payment.join(' ')})`, ...FEATURES_OFF.map((feature) => `${feature}=()`)].join(
    ', ',
  );
}

/** The `Cache-Control` of each kind of answer. */
export const CACHE_CONTROL = {
  /** Hashed build assets (dist/assets/) never change. */
  asset: 'public, max-age=31536000, immutable',
  /** index.html and every other file: revalidated on each load, so a rebuild shows at once. */
  file: 'no-cache',
  /** API answers carry player data (config, methods, payments, history, …): never stored. */
  api: 'no-store',
} as const;

export interface SecurityHeaders {
  /** Every answer: files, pages, API, errors. */
  every: HeaderSet;
  /** The app's HTML pages, besides {@link every}: the Content-Security-Policy. */
  page: HeaderSet;
}

/** The headers for a policy configuration (mocks/server/csp.ts `cspConfig`). */
export function securityHeaders(config: CspConfig): SecurityHeaders {
  return {
    every: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY,
      'Permissions-Policy': permissionsPolicy(config),
    },
    page: { 'Content-Security-Policy': contentSecurityPolicy(config) },
  };
}

/** What a request of each kind gets, all headers together (the hosting examples' test). */
export function headersFor(
  kind: 'page' | 'asset' | 'file' | 'api',
  headers: SecurityHeaders,
): HeaderSet {
  const cache = kind === 'page' ? CACHE_CONTROL.file : CACHE_CONTROL[kind];
  return {
    ...headers.every,
    ...(kind === 'page' ? headers.page : {}),
    'Cache-Control': cache,
  };
}
