import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, createClockPort } from './clock';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clock adapter', () => {
  it('tells the time in milliseconds since the epoch', () => {
    expect(createClockPort().now()).toBe(1_700_000_000_000);
  });

  it('repeats a callback until cancelled', () => {
    const callback = vi.fn();
    const cancel = createClockPort().every(1000, callback);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(3000);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('runs an idle callback within the idle deadline unless cancelled', () => {
    const clock = createClockPort();
    const ran = vi.fn();
    const cancelled = vi.fn();
    clock.whenIdle(ran);
    clock.whenIdle(cancelled)();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback with the deadline where the browser has it', () => {
    const requestIdleCallback = vi.fn(
      (_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7,
    );
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    createClockPort().whenIdle(() => undefined)();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
