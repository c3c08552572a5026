import { useEffect, useRef } from 'react';
import { usePageRestored } from '@common/lib/pageRestored';
import type { PaymentCheck } from '@features/payments';
import { nextCheckDelay } from '@features/payments';

/** The look-up being asked again, as an RTK Query hook gives it. */
export interface AskedLookup {
  isFetching: boolean;
  /** The latest request's id: a new one for every answer. */
  requestId?: string | undefined;
  refetch: () => unknown;
}

/**
 * Asks the back end again while its latest answer about a payment is unconfirmed (model/paymentCheck.ts):
 * after 2 s, then twice as long after each unconfirmed answer in a row, at most a minute
 * (`nextCheckDelay`), until a well-formed answer comes. `done` (a final status is shown) stops it.
 * A page restored from the back-forward cache asks at once (its timers were frozen meanwhile, the
 * payment may have ended), unless `done`.
 */
export function useAskAgain(check: PaymentCheck, lookup: AskedLookup, done: boolean): void {
  const { isFetching, requestId, refetch } = lookup;
  const unconfirmed = check.reading === 'unconfirmed';
  /** Unconfirmed answers in a row, and the request last counted (effects may run twice). */
  const inARow = useRef(0);
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (done || isFetching) return;
    if (!unconfirmed) {
      inARow.current = 0;
      return;
    }
    if (counted.current !== requestId) {
      counted.current = requestId;
      inARow.current += 1;
    }
    const timer = setTimeout(() => {
      void refetch();
    }, nextCheckDelay(inARow.current));
    return () => {
      clearTimeout(timer);
    };
  }, [done, isFetching, unconfirmed, requestId, refetch]);
  usePageRestored(() => {
    if (!done) void refetch();
  });
}
