import type { ClockPort } from '../environment';

/**
 * The longest an idle callback waits, in milliseconds: the crash window of the queue's
 * persistence (events tracked less than this before a crash may be lost; a normal close saves
 * them on `pagehide`).
 */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Time from the host's timers: `Date.now`, `setInterval`, and `requestIdleCallback` (with a
 * {@link IDLE_TIMEOUT_MS} deadline) or, where missing, `setTimeout`.
 */
export function createClockPort(): ClockPort {
  return {
    now: () => Date.now(),
    every(ms, callback) {
      const id = setInterval(callback, ms);
      return () => {
        clearInterval(id);
      };
    },
    whenIdle(callback) {
      if (typeof globalThis.requestIdleCallback === 'function') {
        const id = globalThis.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
        return () => {
          globalThis.cancelIdleCallback(id);
        };
      }
      const id = setTimeout(callback, IDLE_TIMEOUT_MS / 4);
      return () => {
        clearTimeout(id);
      };
    },
  };
}
