/**
 * "The first screen is up": work the first screen does not need (the tracker's code, the payment
 * form's code) waits for it, so it never competes with the first screen's requests and rendering
 * (docs/budgets-and-benchmarks.md). The page whose content comes first says so with
 * `shown()`: the cashier once its method list has loaded or failed, the other pages when they mount.
 */

/** After this long, deferred work starts even if no page has said its first screen is up. */
export const FIRST_SCREEN_FALLBACK_MS = 5000;

/** How long an idle period is waited for once the first screen is up. */
export const IDLE_TIMEOUT_MS = 1000;

export interface FirstScreenTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  /** `requestIdleCallback` where the browser has it. */
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  cancelIdleCallback?: (id: unknown) => void;
}

/** The page, for `alsoWhenHidden`: its visibility and the event that reports changes to it. */
export type PageVisibility = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

export interface AfterShownOptions {
  /**
   * Also run the task at once when this page is hidden first (the player switches tabs or leaves):
   * for work that must be in place to do its part while the page goes away.
   */
  alsoWhenHidden?: PageVisibility;
}

export interface FirstScreen {
  /** The first screen is up (later calls do nothing). */
  shown(): void;
  /**
   * Runs `task` once, in the first idle moment after the first screen is up, or after
   * {@link FIRST_SCREEN_FALLBACK_MS} at the latest. Returns a cancel function.
   */
  afterShown(task: () => void, options?: AfterShownOptions): () => void;
}

const browserTimers = (): FirstScreenTimers => ({
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => {
    globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>);
  },
  ...(typeof globalThis.requestIdleCallback === 'function'
    ? {
        requestIdleCallback: (callback, options) =>
          globalThis.requestIdleCallback(callback, options),
        cancelIdleCallback: (id) => {
          globalThis.cancelIdleCallback(id as number);
        },
      }
    : {}),
});

export function createFirstScreen(timers: FirstScreenTimers = browserTimers()): FirstScreen {
  let isShown = false;
  const waiting = new Set<() => void>();

  /** Runs `task` at the next idle moment (a short timeout where there is no idle callback). */
  const whenIdle = (task: () => void): (() => void) => {
    if (timers.requestIdleCallback) {
      const id = timers.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      return () => timers.cancelIdleCallback?.(id);
    }
    const id = timers.setTimeout(task, 50);
    return () => {
      timers.clearTimeout(id);
    };
  };

  return {
    shown() {
      if (isShown) return;
      isShown = true;
      for (const start of [...waiting]) start();
    },
    afterShown(task, { alsoWhenHidden: page } = {}) {
      let done = false;
      let cancelIdle: (() => void) | undefined;
      const run = () => {
        if (done) return;
        done = true;
        cleanup();
        task();
      };
      const start = () => {
        waiting.delete(start);
        cancelIdle ??= whenIdle(run);
      };
      const fallback = timers.setTimeout(run, FIRST_SCREEN_FALLBACK_MS);
      const onVisibility = () => {
        if (page?.visibilityState === 'hidden') run();
      };
      page?.addEventListener('visibilitychange', onVisibility);
      const cleanup = () => {
        waiting.delete(start);
        timers.clearTimeout(fallback);
        cancelIdle?.();
        page?.removeEventListener('visibilitychange', onVisibility);
      };
      if (isShown) start();
      else waiting.add(start);
      return () => {
        done = true;
        cleanup();
      };
    },
  };
}

/** The page's one first screen (standalone app and embedded widgets alike). */
export const firstScreen: FirstScreen = createFirstScreen();
