import type { Dispatch } from '@reduxjs/toolkit';
import type {
  EndedInfo,
  ReconnectStep,
  ReconnectingSocketOptions,
} from '@common/lib/reconnectingSocket';
import { openReconnectingSocket } from '@common/lib/reconnectingSocket';
import type { Connection } from '@store/connection';
import { sessionEnded, sessionExpired, sessionRenewed } from '@store/session';
import type { Verification } from '@contract/payments/player';
import {
  liveConnectionChanged,
  paymentStatusUpdated,
  verificationStatusChanged,
} from '@features/payments';
import { LIVE_UNAUTHORIZED_CLOSE } from '@contract/live';
import type { LiveMessage } from '@contract/live';
import { parseLiveMessage } from './liveProtocol';
import { type FlushScheduler, createCoalescer } from './coalescer';
import { nextFrame } from './frameScheduler';

export interface LiveUpdatesOptions {
  /**
   * The socket's ws(s) URL ({@link liveSocketUrl}), or a function that builds it before every
   * attempt from the session's token of that moment (`null` without a session or a token).
   */
  url: string | ((token: string | null) => string);
  dispatch: Dispatch;
  /**
   * The store's connection (store/connection.ts): the token each attempt carries, and its renewal
   * when the server closes with {@link LIVE_UNAUTHORIZED_CLOSE}. Without it such a close is retried
   * like any other.
   */
  session?: Pick<Connection, 'credentials' | 'renew' | 'token'>;
  /**
   * A `player.verification` update: where the identity check stands now (connectLiveUpdates.ts puts it in
   * the cached config, so what it gated lifts by itself).
   */
  onVerification?: (verification: Verification) => void;
  /** Ports of the reconnecting socket (constructor, timers, randomness, network), for tests. */
  ports?: Omit<ReconnectingSocketOptions, 'url' | 'onOpen' | 'onClose' | 'onMessage' | 'nextStep'>;
  /** When waiting updates reach the store (tests: a fake frame); default the next animation frame. */
  schedule?: FlushScheduler;
}

/** A message that changes state, as the coalescer keeps it. */
type StateMessage = Exclude<LiveMessage, { type: 'hello' }>;

/** The subject a message is about: only its latest message waiting for a flush counts. */
const subjectOf = (message: StateMessage): string =>
  message.type === 'payment.updated' ? `payment:${message.payment.id}` : message.type;

/**
 * Holds the live-updates socket for the cashier and turns it into actions:
 * `payments/liveConnectionChanged` when the connection state changes (the first outcome, then each
 * open ↔ closed change — failed retries while disconnected are not repeated) and
 * `payments/paymentStatusUpdated` for each valid `payment.updated` message;
 * `payments/verificationStatusChanged` (and `onVerification`) for each `player.verification`.
 *
 * A close with {@link LIVE_UNAUTHORIZED_CLOSE} is a session that expired, handled like a 401 of the
 * REST calls (store/baseQuery.ts), with the same actions: `session/expired`, one renewal shared
 * with them (`session.renew`), a reconnection at once with the new token, and `session/renewed`
 * once the server talks on it. A token that a request renewed since the refused attempt is tried
 * at once instead, without asking the host again. No new session, or the renewed one refused as
 * well: `session/ended` and no more reconnections. Returns `stop`.
 *
 * A flood never freezes the player: state messages are coalesced per subject (each payment id,
 * the player's verification) and reach the store once per animation frame (`schedule`), only the
 * latest of each: 10 000 messages within a frame cost one dispatch per subject, not 10 000 renders.
 */
export function startLiveUpdates({
  url,
  dispatch,
  session,
  onVerification,
  ports,
  schedule = nextFrame,
}: LiveUpdatesOptions): () => void {
  let connected: boolean | null = null;
  let stopped = false;
  // Read through a call: `stop()` may have run during any await below.
  const isStopped = (): boolean => stopped;
  /** A renewal this socket asked for, not yet confirmed by a message on the new connection. */
  let renewedUnconfirmed = false;
  /** The token of the latest attempt (kept here only, to see whether it was renewed since). */
  let attemptToken: string | null = null;
  const socketUrl =
    typeof url === 'string'
      ? url
      : async (): Promise<string> => {
          attemptToken = session ? await session.token() : null;
          return url(attemptToken);
        };
  const report = (now: boolean, attempt: number): void => {
    if (connected === now) return;
    connected = now;
    dispatch(liveConnectionChanged({ connected: now, attempt }));
  };
  /** No session to connect with: the cashier asks the player to sign in again. */
  const giveUp = (ended: EndedInfo): ReconnectStep => {
    report(false, ended.attempt);
    dispatch(sessionEnded());
    return 'stop';
  };
  const renew = async (
    ended: EndedInfo,
    { credentials, renew: renewSession, token }: NonNullable<typeof session>,
  ): Promise<ReconnectStep> => {
    // A request's 401 renewed the token while this attempt carried the old one: try the new one.
    // (A fixed URL carries no token of the session's.)
    const refused = attemptToken;
    const renewedSince = typeof url !== 'string' && (await token()) !== refused;
    if (isStopped()) return 'stop';
    if (renewedSince) return 'now';
    // The token just renewed was refused too: a second 401, as for a request.
    if (renewedUnconfirmed) return giveUp(ended);
    dispatch(sessionExpired({ credentials }));
    const renewed = await renewSession();
    if (isStopped()) return 'stop';
    if (!renewed) return giveUp(ended);
    renewedUnconfirmed = true;
    return 'now';
  };
  const nextStep = (ended: EndedInfo): ReconnectStep | Promise<ReconnectStep> => {
    if (ended.code !== LIVE_UNAUTHORIZED_CLOSE || !session) return 'backoff';
    return renew(ended, session);
  };
  const deliver = (message: StateMessage): void => {
    if (message.type === 'player.verification') {
      onVerification?.(message.verification);
      dispatch(verificationStatusChanged({ status: message.verification.status, source: 'live' }));
      return;
    }
    const { id, status, action, methodId, amount, currency } = message.payment;
    dispatch(paymentStatusUpdated({ paymentId: id, status, action, methodId, amount, currency }));
  };
  const waiting = createCoalescer<StateMessage>(schedule, deliver);
  const socket = openReconnectingSocket({
    ...ports,
    url: socketUrl,
    nextStep,
    onOpen: ({ attempt }) => {
      report(true, attempt);
    },
    // `attempt` of a disconnection is the reconnection attempt now scheduled.
    onClose: ({ nextAttempt }) => {
      report(false, nextAttempt);
    },
    onMessage: (data) => {
      // The server talks only to a client it let in: the renewed session works.
      if (renewedUnconfirmed) {
        renewedUnconfirmed = false;
        dispatch(sessionRenewed());
      }
      const message = parseLiveMessage(data);
      if (message === null || message.type === 'hello') return;
      waiting.push(subjectOf(message), message);
    },
  });
  return () => {
    stopped = true;
    waiting.stop();
    socket.close();
  };
}
