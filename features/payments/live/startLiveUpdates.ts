import type { Dispatch } from '@reduxjs/toolkit';
import type { ReconnectingSocketOptions } from '@/lib/reconnectingSocket';
import { openReconnectingSocket } from '@/lib/reconnectingSocket';
import type { Verification } from '../api/schemas';
import {
  liveConnectionChanged,
  paymentStatusUpdated,
  verificationStatusChanged,
} from '../model/events';
import { parseLiveMessage } from './liveProtocol';

export interface LiveUpdatesOptions {
  /** The socket's ws(s) URL ({@link liveSocketUrl}). */
  url: string;
  dispatch: Dispatch;
  /**
   * A `player.verification` update: where the identity check stands now (LiveUpdates.tsx puts it in
   * the cached config, so what it gated lifts by itself).
   */
  onVerification?: (verification: Verification) => void;
  /** Ports of the reconnecting socket (constructor, timers, randomness, network), for tests. */
  ports?: Omit<ReconnectingSocketOptions, 'url' | 'onOpen' | 'onClose' | 'onMessage'>;
}

/**
 * Holds the live-updates socket for the cashier and turns it into actions:
 * `payments/liveConnectionChanged` when the connection state changes (the first outcome, then each
 * open ↔ closed change — failed retries while disconnected are not repeated) and
 * `payments/paymentStatusUpdated` for each valid `payment.updated` message;
 * `payments/verificationStatusChanged` (and `onVerification`) for each `player.verification`.
 * Returns `stop`.
 */
export function startLiveUpdates({
  url,
  dispatch,
  onVerification,
  ports,
}: LiveUpdatesOptions): () => void {
  let connected: boolean | null = null;
  const report = (now: boolean, attempt: number): void => {
    if (connected === now) return;
    connected = now;
    dispatch(liveConnectionChanged({ connected: now, attempt }));
  };
  const socket = openReconnectingSocket({
    ...ports,
    url,
    onOpen: ({ attempt }) => {
      report(true, attempt);
    },
    // `attempt` of a disconnection is the reconnection attempt now scheduled.
    onClose: ({ nextAttempt }) => {
      report(false, nextAttempt);
    },
    onMessage: (data) => {
      const message = parseLiveMessage(data);
      if (message?.type === 'player.verification') {
        onVerification?.(message.verification);
        dispatch(
          verificationStatusChanged({ status: message.verification.status, source: 'live' }),
        );
        return;
      }
      if (message?.type !== 'payment.updated') return;
      const { id, status, action, methodId, amount, currency } = message.payment;
      dispatch(paymentStatusUpdated({ paymentId: id, status, action, methodId, amount, currency }));
    },
  });
  return () => {
    socket.close();
  };
}
