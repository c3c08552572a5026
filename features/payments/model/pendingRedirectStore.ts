import type { PendingRedirect } from './pendingRedirect';

/**
 * Keeping, finding and forgetting the payment kept across a redirect, without zod: the payment
 * form keeps it, the first screen asks whether there is one, and only the code that shows it
 * (pendingRedirect.ts, PaymentReturn.tsx, their own chunk) reads and checks it.
 */

/** The `sessionStorage` key: one tab's one payment on its way through a provider. */
export const PENDING_REDIRECT_KEY = 'cashier.pendingRedirect';

/** Storage that may be missing or refuse (private mode, a sandboxed frame): reads and writes try. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** True when a payment is kept (valid or not: reading it tells). */
export function hasPendingRedirect(store: SessionStore | null = sessionStore()): boolean {
  try {
    return store?.getItem(PENDING_REDIRECT_KEY) != null;
  } catch {
    return false;
  }
}

/** Forgets the kept payment (the player has seen how it ended). */
export function forgetPendingRedirect(store: SessionStore | null = sessionStore()): void {
  try {
    store?.removeItem(PENDING_REDIRECT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Keeps the payment the player is about to leave for. Storage refusing it loses only the notice. */
export function keepPendingRedirect(
  payment: PendingRedirect,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    store?.setItem(
      PENDING_REDIRECT_KEY,
      JSON.stringify({
        paymentId: payment.paymentId,
        action: payment.action,
        methodId: payment.methodId,
        methodName: payment.methodName,
        amount: payment.amount,
        currency: payment.currency,
        leftAt: payment.leftAt,
      } satisfies PendingRedirect),
    );
  } catch {
    // Nothing kept: the player comes back to the cashier as it is, the payment is in the history.
  }
}

/**
 * The URL a provider sends the player back to: the page the cashier is on, without its fragment;
 * none for a page that is not http(s) (a file, say).
 */
export function returnUrlOf(location: Pick<Location, 'href'>): string | undefined {
  try {
    const url = new URL(location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
