import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@store/hooks';
import type { ConversionQuoteArgs, DebouncedRequest, RequestState } from '@features/payments';
import { paymentsApi, createDebouncedRequest } from '@features/payments';
import type { ConversionQuote } from '@contract/payments/methods';

/**
 * Live conversion quotes through the debounced request helper: the quote is fetched (through RTK
 * Query, so it is cached) 500 ms after the player stops typing, stale requests are aborted. A quote
 * is only ever reported for the amount and currencies now typed: while the new one is awaited the
 * status is `loading`, never the previous quote.
 */
export function useConversionQuote(
  args: ConversionQuoteArgs | null,
): RequestState<ConversionQuote> {
  const dispatch = useAppDispatch();
  const [reported, setReported] = useState<{ key: string; state: RequestState<ConversionQuote> }>({
    key: '',
    state: { status: 'none' },
  });
  const helper = useRef<DebouncedRequest<ConversionQuoteArgs> | null>(null);
  /** The arguments of the request the helper reports on (it never reports a superseded one). */
  const requestedKey = useRef('');

  useEffect(() => {
    const request = createDebouncedRequest<ConversionQuoteArgs, ConversionQuote>(
      (arg, signal) => {
        const pending = dispatch(
          paymentsApi.endpoints.getConversionQuote.initiate(arg, { subscribe: false }),
        );
        signal.addEventListener('abort', () => {
          pending.abort();
        });
        return pending.unwrap();
      },
      (state) => {
        setReported({ key: requestedKey.current, state });
      },
    );
    helper.current = request;
    return () => {
      request.dispose();
    };
  }, [dispatch]);

  const key = args ? `${args.methodId}|${args.from}|${args.to}|${args.amount}` : '';
  useEffect(() => {
    requestedKey.current = key;
    if (args) helper.current?.request(args);
    else helper.current?.cancel();
    // `key` stands for `args`: a new object with the same values must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!args) return { status: 'none' };
  // Another amount or currency than the last report: its quote is on its way.
  if (reported.key !== key || reported.state.status === 'cancelled') return { status: 'loading' };
  return reported.state;
}
