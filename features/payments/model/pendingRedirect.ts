import { z } from '@/lib/zod';
import { PAYMENT_ACTIONS } from './contract';
import type { SessionStore } from './pendingRedirectStore';
import { PENDING_REDIRECT_KEY, pendingRedirectOwner, sessionStore } from './pendingRedirectStore';

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
  /** The fee and total the form said, when known: the receipt says them again. */
  fee: z.optional(z.string().check(z.maxLength(40))),
  total: z.optional(z.string().check(z.maxLength(40))),
});
export type PendingRedirect = z.infer<typeof pendingRedirectSchema>;

/** How long a kept payment is shown on coming back: a day, then it is history's. */
export const PENDING_REDIRECT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The payment cashier `cashierId` kept, if it is a valid one younger than a day; its own kept value
 * that is not is dropped. One another cashier kept is neither read nor dropped (pendingRedirectStore.ts).
 */
export function readPendingRedirect(
  cashierId: string,
  now: number = Date.now(),
  store: SessionStore | null = sessionStore(),
): PendingRedirect | null {
  try {
    const text = store?.getItem(PENDING_REDIRECT_KEY);
    if (!text || pendingRedirectOwner(text) !== cashierId) return null;
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
