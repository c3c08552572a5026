import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestState } from './debouncedRequest';
import { DEFAULT_DEBOUNCE_WAIT, createDebouncedRequest } from './debouncedRequest';

function setup(wait?: number) {
  const states: RequestState<string>[] = [];
  const signals: AbortSignal[] = [];
  const resolvers: ((value: string) => void)[] = [];
  const rejecters: ((error: Error) => void)[] = [];
  const fetcher = vi.fn(
    (_arg: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signals.push(signal);
        resolvers.push(resolve);
        rejecters.push(reject);
      }),
  );
  const helper = createDebouncedRequest(fetcher, (state) => states.push(state), {
    ...(wait === undefined ? {} : { wait }),
  });
  return { states, signals, resolvers, rejecters, fetcher, helper };
}

describe('createDebouncedRequest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms of quiet by default, then loads and succeeds', async () => {
    const { states, resolvers, fetcher, helper } = setup();
    expect(DEFAULT_DEBOUNCE_WAIT).toBe(500);
    helper.request('a');
    vi.advanceTimersByTime(499);
    expect(fetcher).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetcher).toHaveBeenCalledWith('a', expect.any(AbortSignal));
    resolvers[0]?.('quote');
    await vi.runAllTimersAsync();
    expect(states).toEqual([{ status: 'loading' }, { status: 'success', data: 'quote' }]);
  });

  it('sends only the last of quick successive requests', () => {
    const { fetcher, helper } = setup(100);
    helper.request('1');
    vi.advanceTimersByTime(50);
    helper.request('12');
    vi.advanceTimersByTime(50);
    helper.request('123');
    vi.advanceTimersByTime(100);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('123', expect.any(AbortSignal));
  });

  it('cancels a request in flight when a newer one comes, and ignores its late answer', async () => {
    const { states, signals, resolvers, helper } = setup(10);
    helper.request('old');
    vi.advanceTimersByTime(10);
    helper.request('new');
    expect(signals[0]?.aborted).toBe(true);
    resolvers[0]?.('stale');
    vi.advanceTimersByTime(10);
    resolvers[1]?.('fresh');
    await vi.runAllTimersAsync();
    expect(states.map((state) => state.status)).toEqual([
      'loading',
      'cancelled',
      'loading',
      'success',
    ]);
    expect(states.at(-1)?.data).toBe('fresh');
  });

  it('reports failed when the fetch fails, and cancelled on cancel()', async () => {
    const { states, rejecters, helper } = setup(10);
    helper.request('x');
    vi.advanceTimersByTime(10);
    rejecters[0]?.(new Error('boom'));
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toMatchObject({ status: 'failed' });
    helper.request('y');
    helper.cancel();
    expect(states.at(-1)).toEqual({ status: 'cancelled' });
  });

  it('reports nothing after dispose', () => {
    const { states, fetcher, helper } = setup(10);
    helper.request('x');
    helper.dispose();
    vi.advanceTimersByTime(100);
    expect(fetcher).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });
});
