/**
 * The live-updates WebSocket (docs/http-api.md): its path and the
 * server → client messages, validated at the boundary like every HTTP answer. Shared with the mock
 * back end so both speak the same contract.
 */
import { z } from '@/lib/zod';
import { CASHIER_API_BASE } from '../api/paths';
import {
  currencyCodeSchema,
  decimalSchema,
  paymentActionSchema,
  verificationSchema,
} from '../api/schemas';

/** Path of the socket; the scheme is `wss:` for an https API origin, `ws:` for http. */
export const LIVE_PATH = `${CASHIER_API_BASE}/live`;

/**
 * Close code of a socket whose handshake had no valid token (bearer mode: `access_token` missing,
 * expired or invalid). A browser cannot read the HTTP status of a refused handshake, so the server
 * accepts the upgrade and closes at once with this code (in the range 4000–4999 the WebSocket
 * protocol leaves to applications; 4401 echoes HTTP 401). The client asks its host for a new token
 * and reconnects (startLiveUpdates.ts).
 */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;

/** Version of the message set; a `hello` with another number is refused (not understood). */
export const LIVE_PROTOCOL_VERSION = 1;

export const LIVE_PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;
export type LivePaymentStatus = (typeof LIVE_PAYMENT_STATUSES)[number];

export const livePaymentSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/)),
  status: z.enum(LIVE_PAYMENT_STATUSES),
  action: paymentActionSchema,
  methodId: z.string().check(z.minLength(1), z.maxLength(128)),
  amount: decimalSchema,
  currency: currencyCodeSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LivePayment = z.infer<typeof livePaymentSchema>;

export const liveMessageSchema = z.discriminatedUnion('type', [
  /** Sent once when the connection opens. */
  z.object({ type: z.literal('hello'), protocol: z.literal(LIVE_PROTOCOL_VERSION) }),
  /** A payment changed status. */
  z.object({ type: z.literal('payment.updated'), payment: livePaymentSchema }),
  /** The player's identity check changed state (`config.player.verification` as it is now). */
  z.object({ type: z.literal('player.verification'), verification: verificationSchema }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * The ws(s) URL of the socket for an API base URL such as `https://cashier.example` (a path
 * prefix is kept). A WebSocket cannot carry an `Authorization` header: with bearer tokens, the
 * token goes as `access_token` (docs/http-api.md).
 */
export function liveSocketUrl(apiBaseUrl: string, token: string | null = null): string {
  const url = new URL(apiBaseUrl.replace(/\/+$/, '') + LIVE_PATH);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token !== null) url.searchParams.set('access_token', token);
  return url.href;
}

/**
 * A message frame as the client sees it: a valid {@link LiveMessage}, or `null` (warned, with the
 * reason, never the frame: it could be anything) for text that is not JSON or breaks the contract.
 */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') {
    console.warn('Live updates: ignored a non-text message.');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.warn('Live updates: ignored a message that is not JSON.');
    return null;
  }
  const parsed = liveMessageSchema.safeParse(json);
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    console.warn(`Live updates: ignored a malformed message (${paths.join(', ')}).`);
    return null;
  }
  return parsed.data;
}
