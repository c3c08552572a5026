import { z } from '@/lib/zod';
import { PAYMENT_ACTIONS } from './contract';

/**
 * The payment a player left the cashier for (a provider's hosted page), kept in `sessionStorage`
 * so that the cashier they come back to shows where it stands instead of an empty form
 * (docs/http-api.md, "Coming back from a redirect"). Ids, the amount and the method's name only:
 * never a field value.
 */
export const pendingRedirectSchema = z.object({
  paymentId: z.string().check(z.minLength(1), z.maxLength(128)),
  action: z.enum(PAYMENT_ACTIONS),
  methodId: z.string().check(z.minLength(1), z.maxLength(128)),
  methodName: z.string().check(z.maxLength(200)),
  amount: z.string().check(z.maxLength(40)),
  currency: z.string().check(z.minLength(1), z.maxLength(12)),
  /** When the player left (ms since the epoch). */
  leftAt: z.number(),
});
export type PendingRedirect = z.infer<typeof pendingRedirectSchema>;

/** The `sessionStorage` key: one tab's one payment on its way through a provider. */
export const PENDING_REDIRECT_KEY = 'cashier.pendingRedirect';

/** How long a kept payment is shown on coming back: a day, then it is history's. */
export const PENDING_REDIRECT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Storage that may be missing or refuse (private mode, a sandboxed frame): reads and writes try. */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the payment the player is about to leave for. Storage refusing it loses only the notice. */
export function keepPendingRedirect(
  payment: PendingRedirect,
  store: SessionStore | null = sessionStore(),
): void {
  try {
    store?.setItem(PENDING_REDIRECT_KEY, JSON.stringify(pendingRedirectSchema.parse(payment)));
  } catch {
    // Nothing kept: the player comes back to the cashier as it is, the payment is in the history.
  }
}

/** The kept payment, if there is a valid one younger than a day. */
export function readPendingRedirect(
  now: number = Date.now(),
  store: SessionStore | null = sessionStore(),
): PendingRedirect | null {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    if (!text) return null;
    const parsed = pendingRedirectSchema.safeParse(JSON.parse(text));
    if (parsed.success && now - parsed.data.leftAt <= PENDING_REDIRECT_MAX_AGE_MS) {
      return parsed.data;
    }
    store?.removeItem(PENDING_REDIRECT_KEY);
    return null;
  } catch {
    return null;
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
