import { ANONYMOUS_USER_ID, IDENTITY_ERROR_MESSAGE, IDENTITY_EXEMPT_EVENTS } from '../constants';
import type { TrackerUser } from '../types';

/**
 * The user state of a tracker: no user yet → identified (anonymous or a real id) → reset
 * (behaves like no user until the next identify).
 */
export type IdentityState =
  | { readonly status: 'none' }
  | { readonly status: 'identified'; readonly user: TrackerUser }
  | { readonly status: 'reset' };

/** The state of a new tracker. */
export const NO_USER: IdentityState = { status: 'none' };

/** The state after `reset()`. */
export const RESET_USER: IdentityState = { status: 'reset' };

/** Whether `event` may be queued without an identified user (the three interlayer events). */
export function isIdentityExempt(event: string): boolean {
  return IDENTITY_EXEMPT_EVENTS.has(event);
}

/**
 * Throws `Error('User is not identified. Please call identity method first.')` when `event`
 * needs a user and `state` has none.
 */
export function assertMayTrack(state: IdentityState, event: string): void {
  if (state.status !== 'identified' && !isIdentityExempt(event)) {
    throw new Error(IDENTITY_ERROR_MESSAGE);
  }
}

/** The `user_id` to send: the user's id, or `undefined` for no user or the anonymous user. */
export function sentUserId(state: IdentityState): string | undefined {
  if (state.status !== 'identified' || state.user.userId === ANONYMOUS_USER_ID) return undefined;
  return state.user.userId;
}
