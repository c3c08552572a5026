import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import type { PendingRedirect } from './keptPayment';

/**
 * Keeping, finding and forgetting the payment kept across a redirect, without zod: the payment
 * form keeps it, the first screen asks whether there is one, and only the code that shows it
 * (pendingRedirect.ts, submit/PaymentReturn.tsx, their own chunk) reads and checks it.
 *
 * A page may hold several cashiers (common/lib/cashierId.ts): the kept payment names the one that kept
 * it, and only that one finds, shows and forgets it; the others leave it alone.
 */

/** The `sessionStorage` key: one tab's one payment on its way through a provider. */
export const PENDING_REDIRECT_KEY = 'cashier.pendingRedirect';

/** What is kept: the payment and the cashier that kept it. */
export type KeptPendingRedirect = PendingRedirect & { cashierId: string };

/**
 * The cashier a kept value belongs to: the one it names, else the page's default cashier (a payment
 * kept before cashiers were named, or a value that is not a payment at all: reading it tells).
 */
export function pendingRedirectOwner(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'cashierId' in value &&
      typeof value.cashierId === 'string' &&
      value.cashierId !== ''
    ) {
      return value.cashierId;
    }
  } catch {
    // Not JSON: the default cashier reads it and drops it.
  }
  return DEFAULT_CASHIER_ID;
}

/** Storage that may be missing or refuse (private mode, a sandboxed frame): reads and writes try. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** True when cashier `cashierId` kept a payment (valid or not: reading it tells). */
export function hasPendingRedirect(
  cashierId: string,
  store: SessionStore | null = sessionStore(),
): boolean {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    return text != null && pendingRedirectOwner(text) === cashierId;
  } catch {
    return false;
  }
}

/**
 * Forgets the payment cashier `cashierId` kept (the player has seen how it ended); one another
 * cashier kept stays.
 */
export function forgetPendingRedirect(
  cashierId: string,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    if (text != null && pendingRedirectOwner(text) === cashierId) {
      store?.removeItem(PENDING_REDIRECT_KEY);
    }
  } catch {
    // Nothing to forget.
  }
}

/** What is kept of a payment besides its reference (a `KeptPayment`'s shared fields). */
type KeptPaymentFields = Omit<PendingRedirect, 'paymentId'>;

/**
 * The fields kept of a payment besides its reference, picked one by one so that nothing else the
 * caller's object carries reaches storage.
 */
export function keptPaymentFieldsOf(payment: KeptPaymentFields): KeptPaymentFields {
  return {
    action: payment.action,
    methodId: payment.methodId,
    methodName: payment.methodName,
    amount: payment.amount,
    currency: payment.currency,
    leftAt: payment.leftAt,
    // Left out when unknown (JSON drops undefined).
    fee: payment.fee,
    total: payment.total,
  };
}

/**
 * Keeps the payment the player is about to leave cashier `cashierId` for, in place of any kept
 * before (one payment at a time per tab). Storage refusing it loses only the notice.
 */
export function keepPendingRedirect(
  payment: PendingRedirect,
  cashierId: string,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    store?.setItem(
      PENDING_REDIRECT_KEY,
      JSON.stringify({
        paymentId: payment.paymentId,
        ...keptPaymentFieldsOf(payment),
        cashierId,
      } satisfies KeptPendingRedirect),
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
