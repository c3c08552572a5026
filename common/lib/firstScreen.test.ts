import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstScreenTimers } from './firstScreen';
import { FIRST_SCREEN_FALLBACK_MS, IDLE_TIMEOUT_MS, createFirstScreen } from './firstScreen';

/** Timers on vitest's fake clock; `idle()` runs the pending idle callbacks (an idle moment). */
function fakeTimers(withIdle: boolean) {
  const idle = new Map<number, () => void>();
  let next = 0;
  const timers: FirstScreenTimers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => {
      clearTimeout(id as number);
    },
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            const id = (next += 1);
            idle.set(id, callback);
            setTimeout(() => {
              idle.delete(id);
              callback();
            }, options.timeout);
            return id;
          },
          cancelIdleCallback: (id: unknown) => idle.delete(id as number),
        }
      : {}),
  };
  const runIdle = () => {
    for (const [id, callback] of [...idle]) {
      idle.delete(id);
      callback();
    }
  };
  return { timers, runIdle };
}

describe('createFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds deferred work until the first screen is up, then runs it in the next idle moment', () => {
    const { timers, runIdle } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const task = vi.fn();
    screen.afterShown(task);
    runIdle();
    vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();

    screen.shown();
    expect(task).not.toHaveBeenCalled(); // not in the same task as the render that showed it
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the first screen is up at the next idle moment too', () => {
    const { timers, runIdle } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    screen.shown();
    screen.shown();
    const task = vi.fn();
    screen.afterShown(task);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits at most the idle timeout for an idle moment', () => {
    const { timers } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const task = vi.fn();
    screen.afterShown(task);
    screen.shown();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it(`runs the work after ${String(FIRST_SCREEN_FALLBACK_MS)} ms when no page says its first screen is up`, () => {
    const { timers } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const task = vi.fn();
    screen.afterShown(task);
    vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
    screen.shown();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses a short timeout where the browser has no idle callback', () => {
    const { timers } = fakeTimers(false);
    const screen = createFirstScreen(timers);
    const task = vi.fn();
    screen.afterShown(task);
    screen.shown();
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work', () => {
    const { timers, runIdle } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const before = vi.fn();
    const after = vi.fn();
    screen.afterShown(before)();
    screen.shown();
    screen.afterShown(after)();
    runIdle();
    vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('afterShown with alsoWhenHidden', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A page whose visibility the test sets. */
  function fakePage() {
    const target = new EventTarget();
    const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
    const page = Object.assign(target, state);
    const hide = () => {
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
    };
    return { page, hide };
  }

  it('runs the work at once when the page is hidden before the first screen is up, and only once', () => {
    const { timers, runIdle } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const { page, hide } = fakePage();
    const task = vi.fn();
    screen.afterShown(task, { alsoWhenHidden: page });
    hide();
    expect(task).toHaveBeenCalledTimes(1);
    screen.shown();
    runIdle();
    vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the work has run', () => {
    const { timers, runIdle } = fakeTimers(true);
    const screen = createFirstScreen(timers);
    const { page, hide } = fakePage();
    const removed = vi.spyOn(page, 'removeEventListener');
    const task = vi.fn();
    screen.afterShown(task, { alsoWhenHidden: page });
    screen.shown();
    runIdle();
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    hide();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
