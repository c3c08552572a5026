import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCheck } from '@features/payments';
import { useAskAgain } from './useAskAgain';

const UNCONFIRMED: PaymentCheck = { reading: 'unconfirmed' };
const FOUND: PaymentCheck = {
  reading: 'found',
  payment: {
    paymentId: 'pay_1',
    status: 'pending',
    action: 'deposit',
    methodId: 'card',
    amount: '42.42',
    currency: 'EUR',
  },
};

interface Props {
  check: PaymentCheck;
  requestId: string;
  isFetching: boolean;
  done: boolean;
}

/** The hook over a fake look-up: `refetch` counts the questions asked. */
function setup(initial: Props) {
  const refetch = vi.fn();
  const view = renderHook(
    ({ check, requestId, isFetching, done }: Props) => {
      useAskAgain(check, { requestId, isFetching, refetch }, done);
    },
    { initialProps: initial },
  );
  /** The look-up asked again and got `check` (a new request). */
  const answered = (check: PaymentCheck, request: number, done = false) => {
    view.rerender({ check, requestId: `r${String(request)}`, isFetching: true, done });
    view.rerender({ check, requestId: `r${String(request)}`, isFetching: false, done });
  };
  return { refetch, view, answered };
}

const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** `pageshow` as the browser fires it on a page restored from its back-forward cache. */
function restorePage(persisted = true) {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('asking again about a payment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after unconfirmed answers: 2 s, 4 s, 8 s …, until a well-formed answer comes', async () => {
    const { refetch, answered } = setup({
      check: UNCONFIRMED,
      requestId: 'r0',
      isFetching: false,
      done: false,
    });
    await after(1999);
    expect(refetch).not.toHaveBeenCalled();
    await after(1);
    expect(refetch).toHaveBeenCalledTimes(1);

    answered(UNCONFIRMED, 1);
    await after(3999);
    expect(refetch).toHaveBeenCalledTimes(1);
    await after(1);
    expect(refetch).toHaveBeenCalledTimes(2);

    answered(UNCONFIRMED, 2);
    await after(7999);
    expect(refetch).toHaveBeenCalledTimes(2);
    await after(1);
    expect(refetch).toHaveBeenCalledTimes(3);

    // A well-formed answer: nothing more is asked here (a pending payment is polled by its view).
    answered(FOUND, 3);
    await after(10 * 60_000);
    expect(refetch).toHaveBeenCalledTimes(3);

    // Unreadable again later: the backoff starts over.
    answered(UNCONFIRMED, 4);
    await after(2000);
    expect(refetch).toHaveBeenCalledTimes(4);
  });

  it('never more often than once a minute however long it lasts', async () => {
    const { refetch, answered } = setup({
      check: UNCONFIRMED,
      requestId: 'r0',
      isFetching: false,
      done: false,
    });
    for (let request = 1; request <= 10; request += 1) {
      await after(60_000);
      expect(refetch).toHaveBeenCalledTimes(request);
      answered(UNCONFIRMED, request);
    }
    await after(59_999);
    expect(refetch).toHaveBeenCalledTimes(10);
    await after(1);
    expect(refetch).toHaveBeenCalledTimes(11);
  });

  it('stops once a final status is shown', async () => {
    const { refetch, view } = setup({
      check: UNCONFIRMED,
      requestId: 'r0',
      isFetching: false,
      done: false,
    });
    view.rerender({ check: UNCONFIRMED, requestId: 'r0', isFetching: false, done: true });
    await after(10 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
    restorePage();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('asks at once on a page restored from the back-forward cache, not on a first show', () => {
    const { refetch } = setup({ check: FOUND, requestId: 'r0', isFetching: false, done: false });
    restorePage(false);
    expect(refetch).not.toHaveBeenCalled();
    restorePage();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
