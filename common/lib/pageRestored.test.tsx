import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_DRAW_MS, pageReload, usePageRestored } from './pageRestored';

/** `pageshow` as the browser fires it: `persisted` when the page comes from its back-forward cache. */
function pageShow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * A restore whose render React's scheduler does not run in time, as when WebKit dropped the
 * message the scheduler waits on while the page was in its cache: the event is dispatched outside
 * `act` (React leaves the render to its scheduler) and the time goes by before the scheduler's
 * next task can run.
 */
function restoreNotDrawnFor(ms: number): void {
  const actGlobal = globalThis as ActGlobal;
  const before = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    window.dispatchEvent(pageShow(true));
    vi.advanceTimersByTime(ms);
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

describe('usePageRestored', () => {
  beforeEach(() => {
    // Not setImmediate: React's scheduler runs its tasks with it in Node.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back with its latest callback on a restore, not on a first load', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const first = vi.fn();
    const latest = vi.fn();
    const view = renderHook(
      ({ callback }) => {
        usePageRestored(callback);
      },
      {
        initialProps: { callback: first },
      },
    );
    act(() => {
      window.dispatchEvent(pageShow(false));
    });
    expect(first).not.toHaveBeenCalled();
    view.rerender({ callback: latest });
    act(() => {
      window.dispatchEvent(pageShow(true));
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(RESTORE_DRAW_MS * 2);
    });
    // Drawn: the page stays as restored.
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page anew when the restore is not drawn in time', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const callback = vi.fn();
    renderHook(() => {
      usePageRestored(callback);
    });
    restoreNotDrawnFor(RESTORE_DRAW_MS - 1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    restoreNotDrawnFor(0);
    // A second restore before the first was drawn is watched on its own, from its own time.
    vi.advanceTimersByTime(RESTORE_DRAW_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // The scheduler's render, once it runs, does not stop the reload already asked for.
    await act(
      () =>
        new Promise<void>((resolve) => {
          setImmediate(resolve);
        }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('neither calls back nor watches once unmounted', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const callback = vi.fn();
    const view = renderHook(() => {
      usePageRestored(callback);
    });
    view.unmount();
    window.dispatchEvent(pageShow(true));
    vi.advanceTimersByTime(RESTORE_DRAW_MS * 2);
    expect(callback).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
