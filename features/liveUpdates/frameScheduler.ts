import type { FlushScheduler } from './coalescer';

/**
 * The latest a flush waits when no animation frame comes: a hidden tab runs none (and throttles
 * timers further), so without it the live state would wait for the tab to show again.
 */
export const FLUSH_FALLBACK_MS = 100;

/**
 * Runs `flush` at the next animation frame, or after {@link FLUSH_FALLBACK_MS} when no frame comes
 * first (a hidden tab, a page without frames): live updates reach the store at most once per frame
 * the player can see. Returns its cancel.
 */
export const nextFrame: FlushScheduler = (flush) => {
  let done = false;
  let frame: number | null = null;
  const run = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (frame !== null) cancelAnimationFrame(frame);
    flush();
  };
  const timer = setTimeout(run, FLUSH_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run);
  return () => {
    done = true;
    clearTimeout(timer);
    if (frame !== null) cancelAnimationFrame(frame);
  };
};
