import type { RequestStatus } from './contract';

/** The request helper's default debounce wait, in ms. */
export const DEFAULT_DEBOUNCE_WAIT = 500;

export interface RequestState<T> {
  /** The generic request status (`REQUEST_STATUSES` in ./contract). */
  status: RequestStatus;
  data?: T;
  error?: unknown;
}

export interface DebouncedRequest<A> {
  /** Asks for `arg`: after `wait` ms of quiet, replacing (and cancelling) any earlier request. */
  request: (arg: A) => void;
  /** Cancels what is pending or in flight; the status becomes `cancelled`. */
  cancel: () => void;
  /** Cancels and stops reporting (component unmount). */
  dispose: () => void;
}

/**
 * A debounced, cancelable request (docs/http-api.md). Status moves
 * `none → loading → success | failed`; any newer `request()` or `cancel()` turns a pending or
 * running one into `cancelled` and aborts its fetch through the AbortSignal, so a stale answer is
 * never reported.
 */
export function createDebouncedRequest<A, T>(
  fetcher: (arg: A, signal: AbortSignal) => Promise<T>,
  onChange: (state: RequestState<T>) => void,
  { wait = DEFAULT_DEBOUNCE_WAIT }: { wait?: number } = {},
): DebouncedRequest<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let disposed = false;

  const report = (state: RequestState<T>) => {
    if (!disposed) onChange(state);
  };

  const stop = (): boolean => {
    const hadWork = timer !== undefined || controller !== undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    return hadWork;
  };

  const run = async (arg: A) => {
    timer = undefined;
    const own = new AbortController();
    controller = own;
    report({ status: 'loading' });
    try {
      const data = await fetcher(arg, own.signal);
      if (controller !== own) return; // superseded or cancelled meanwhile
      controller = undefined;
      report({ status: 'success', data });
    } catch (error) {
      if (controller !== own) return;
      controller = undefined;
      report({ status: 'failed', error });
    }
  };

  return {
    request(arg) {
      if (stop()) report({ status: 'cancelled' });
      timer = setTimeout(() => {
        void run(arg);
      }, wait);
    },
    cancel() {
      if (stop()) report({ status: 'cancelled' });
    },
    dispose() {
      stop();
      disposed = true;
    },
  };
}
