/**
 * The live-updates WebSocket (docs/http-api.md): its path and the
 * server → client messages, validated at the boundary like every HTTP answer. The client (features/liveUpdates/) and the mock
 * back end both speak it.
 */
import { paymentActionSchema } from './payments/methods';
import { verificationSchema } from './payments/player';
import { CASHIER_API_BASE } from './paths';
import { currencyCodeSchema, dateTimeSchema, decimalSchema, idSchema } from './primitives';
import { z } from './zod';

/** Path of the socket; the scheme is `wss:` for an https API origin, `ws:` for http. */
export const LIVE_PATH = `${CASHIER_API_BASE}/live`;

/**
 * Close code of a socket whose handshake had no valid token (bearer mode: `access_token` missing,
 * expired or invalid). A browser cannot read the HTTP status of a refused handshake, so the server
 * accepts the upgrade and closes at once with this code (in the range 4000–4999 the WebSocket
 * protocol leaves to applications; 4401 echoes HTTP 401). The client asks its host for a new token
 * and reconnects (features/liveUpdates/startLiveUpdates.ts).
 */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;

/** Version of the message set; a `hello` with another number is refused (not understood). */
export const LIVE_PROTOCOL_VERSION = 1;

export const LIVE_PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;
export type LivePaymentStatus = (typeof LIVE_PAYMENT_STATUSES)[number];

export const livePaymentSchema = z.object({
  id: idSchema,
  status: z.enum(LIVE_PAYMENT_STATUSES),
  action: paymentActionSchema,
  methodId: z.string().check(z.minLength(1), z.maxLength(128)),
  amount: decimalSchema,
  currency: currencyCodeSchema,
  updatedAt: dateTimeSchema,
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
