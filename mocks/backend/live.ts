/**
 * The live-updates socket of the mock back end (docs/mock-backend.md), as plain logic shared by
 * its two transports: msw's `ws` handler (Vitest, `npm run dev`) and a real WebSocket server
 * (`npm start`). A submit whose answer leaves the payment open registers it as pending; after
 * `settleAfterMs` it settles and the connected clients of the player who made it get a
 * `payment.updated` frame. Every message is one player's (the mock player's name, as requests pick
 * it: mocks/backend/player.ts); other players' clients never see it.
 */
import type { LiveMessage, LivePayment, LivePaymentStatus } from '@contract/live';
import { LIVE_PROTOCOL_VERSION } from '@contract/live';
import type { SubmitRequest } from '@contract/payments/payment';
import { DEFAULT_PLAYER_NAME } from './player';

/** Time from submit to the pushed outcome, unless configured (long enough to see "pending"). */
export const DEFAULT_SETTLE_MS = 5000;

/** Updates kept for a player's next client when none is connected (the oldest are dropped). */
export const MAX_UNDELIVERED = 20;

/** Players whose undelivered updates are kept (the longest-waiting are dropped). */
export const MAX_WAITING_PLAYERS = 100;

/** A pending payment whose amount ends in these digits fails (`20.66` USD, `0.0066` BTC). */
export const FAILING_AMOUNT_ENDING = '66';

/**
 * A pending payment whose amount ends in these digits (`0.0199` BTC) waits until it is settled by
 * hand (`settle`, `POST /mock-provider/complete`): time to look at it pending, reload, open the
 * history.
 */
export const HELD_AMOUNT_ENDING = '99';

export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LivePaymentsOptions {
  settleAfterMs?: number;
  now?: () => Date;
  timers?: LiveTimers;
}

export type SubmittedPayment = Pick<SubmitRequest, 'action' | 'methodId' | 'amount' | 'currency'>;

export interface LivePayments {
  /**
   * Looks at a submit's 200 answer: a `notify` with severity `info` (accepted, not final — crypto
   * confirmations, requested cash-outs), an `unknown`, a `user_redirected` or an `iframe_opened`
   * with a payment id registers the payment as pending. Returns it, or `null` when the answer is
   * final. Each settles after `settleAfterMs`, except an `iframe_opened` one: its provider page
   * settles it when the player completes it there (`settle`, from `POST /mock-provider/complete`
   * in mocks/server/app.ts), in the dialog or in a new window.
   */
  track(request: SubmittedPayment, answer: unknown, player?: string): LivePayment | null;
  /**
   * A client of `player` (default `default`) connected: `send` gets a `hello`, then the updates
   * none of the player's clients received yet, then each of the player's updates as it happens.
   * Returns the function to call when the client disconnects.
   */
  connect(send: (frame: string) => void, player?: string): () => void;
  /** Settles a pending payment now with `status` (default: the amount rule). */
  settle(paymentId: string, status?: Exclude<LivePaymentStatus, 'pending'>): boolean;
  /** Payments still pending. */
  pending(): LivePayment[];
  /** Calls `listener` with every update published (the back end's history follows them). */
  onUpdate(listener: (payment: LivePayment) => void): () => void;
  /**
   * Sends any other message (a `player.verification`) to the connected clients of `player`
   * (default `default`), or keeps it for their next one like an undelivered payment update.
   */
  push(message: LiveMessage, player?: string): void;
  /** Runs `callback` once the settle time has passed (the mock's identity check decides then). */
  later(callback: () => void): void;
  /** Cancels every scheduled settlement. */
  dispose(): void;
}

/** The payment id of an answer that leaves the payment open, else `null`. */
export function openPaymentId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, severity, paymentId } = answer as Record<string, unknown>;
  if (typeof paymentId !== 'string') return null;
  // A redirected or framed payment is the provider's to settle: a redirected one like any open
  // one, whether the player comes back or not; a framed one when its page is completed.
  const open =
    (status === 'notify' && severity === 'info') ||
    status === 'unknown' ||
    status === 'user_redirected' ||
    status === 'iframe_opened';
  return open ? paymentId : null;
}

/**
 * True when the payment of an open answer settles by itself after the configured time; false for
 * an `iframe_opened` one, which the provider page settles when the player completes it.
 */
export function settlesByItself(answer: unknown): boolean {
  return (
    typeof answer !== 'object' ||
    answer === null ||
    (answer as Record<string, unknown>).status !== 'iframe_opened'
  );
}

/** The amount without the zeros the currency's scale adds: "0.00660000" BTC ends in 66. */
function significantDigits(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** How a pending payment ends: failed when its amount ends in {@link FAILING_AMOUNT_ENDING}. */
export function outcomeOf(amount: string): 'success' | 'failed' {
  return significantDigits(amount).endsWith(FAILING_AMOUNT_ENDING) ? 'failed' : 'success';
}

/** True for an amount ending in {@link HELD_AMOUNT_ENDING}: its payment is settled only by hand. */
export function isHeld(amount: string): boolean {
  return significantDigits(amount).endsWith(HELD_AMOUNT_ENDING);
}

export function frameOf(message: LiveMessage): string {
  return JSON.stringify(message);
}

const defaultTimers: LiveTimers = {
  setTimeout(callback, ms) {
    const handle: unknown = globalThis.setTimeout(callback, ms);
    // Node: a pending settlement does not keep `npm start` alive after it was asked to stop.
    if (typeof handle === 'object' && handle !== null && 'unref' in handle) {
      const { unref } = handle as { unref?: () => void };
      unref?.call(handle);
    }
    return handle;
  },
  clearTimeout(handle) {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

export function createLivePayments(options: LivePaymentsOptions = {}): LivePayments {
  const {
    settleAfterMs = DEFAULT_SETTLE_MS,
    now = () => new Date(),
    timers = defaultTimers,
  } = options;
  /** `timer` is undefined for a payment its provider page settles. */
  const pendingPayments = new Map<
    string,
    { payment: LivePayment; player: string; timer: unknown }
  >();
  /** Each connected client and its player. */
  const clients = new Map<(frame: string) => void, string>();
  /** Per player, the frames none of their clients received yet. */
  const undelivered = new Map<string, string[]>();
  const listeners = new Set<(payment: LivePayment) => void>();
  const laterTimers = new Set<unknown>();

  const send = (message: LiveMessage, player: string = DEFAULT_PLAYER_NAME): void => {
    const frame = frameOf(message);
    const receivers = [...clients].filter(([, of]) => of === player);
    if (receivers.length === 0) {
      // Re-inserted last: the player who waited longest is the first dropped.
      const kept = [...(undelivered.get(player) ?? []), frame].slice(-MAX_UNDELIVERED);
      undelivered.delete(player);
      undelivered.set(player, kept);
      for (const waiting of undelivered.keys()) {
        if (undelivered.size <= MAX_WAITING_PLAYERS) break;
        undelivered.delete(waiting);
      }
      return;
    }
    for (const [client] of receivers) client(frame);
  };

  const publish = (payment: LivePayment, player: string): void => {
    for (const listener of listeners) listener(payment);
    send({ type: 'payment.updated', payment }, player);
  };

  const settle: LivePayments['settle'] = (paymentId, status) => {
    const entry = pendingPayments.get(paymentId);
    if (!entry) return false;
    pendingPayments.delete(paymentId);
    if (entry.timer !== undefined) timers.clearTimeout(entry.timer);
    publish(
      {
        ...entry.payment,
        status: status ?? outcomeOf(entry.payment.amount),
        updatedAt: now().toISOString(),
      },
      entry.player,
    );
    return true;
  };

  return {
    track(request, answer, player = DEFAULT_PLAYER_NAME) {
      const id = openPaymentId(answer);
      if (id === null || pendingPayments.has(id)) return null;
      const { action, methodId, amount, currency } = request;
      const payment: LivePayment = {
        id,
        status: 'pending',
        action,
        methodId,
        amount,
        currency,
        updatedAt: now().toISOString(),
      };
      const timer =
        settlesByItself(answer) && !isHeld(amount)
          ? timers.setTimeout(() => settle(id), settleAfterMs)
          : undefined;
      pendingPayments.set(id, { payment, player, timer });
      return payment;
    },
    connect(client, player = DEFAULT_PLAYER_NAME) {
      client(frameOf({ type: 'hello', protocol: LIVE_PROTOCOL_VERSION }));
      for (const frame of undelivered.get(player) ?? []) client(frame);
      undelivered.delete(player);
      clients.set(client, player);
      return () => {
        clients.delete(client);
      };
    },
    push: send,
    later(callback) {
      const timer = timers.setTimeout(() => {
        laterTimers.delete(timer);
        callback();
      }, settleAfterMs);
      laterTimers.add(timer);
    },
    settle,
    pending: () => [...pendingPayments.values()].map((entry) => entry.payment),
    onUpdate(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      for (const { timer } of pendingPayments.values()) {
        if (timer !== undefined) timers.clearTimeout(timer);
      }
      pendingPayments.clear();
      for (const timer of laterTimers) timers.clearTimeout(timer);
      laterTimers.clear();
      clients.clear();
      listeners.clear();
      undelivered.clear();
    },
  };
}
