import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@store/hooks';
import type { ConversionQuoteArgs } from '../api/paymentsApi';
import { paymentsApi } from '../api/paymentsApi';
import type { ConversionQuote } from '../api/schemas';
import type { DebouncedRequest, RequestState } from '../model/debouncedRequest';
import { createDebouncedRequest } from '../model/debouncedRequest';

/**
 * Live conversion quotes through the debounced request helper: the quote is fetched (through RTK
 * Query, so it is cached) 500 ms after the player stops typing, stale requests are aborted.
 */
export function useConversionQuote(
  args: ConversionQuoteArgs | null,
): RequestState<ConversionQuote> {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<RequestState<ConversionQuote>>({ status: 'none' });
  const helper = useRef<DebouncedRequest<ConversionQuoteArgs> | null>(null);

  useEffect(() => {
    const request = createDebouncedRequest<ConversionQuoteArgs, ConversionQuote>((arg, signal) => {
      const pending = dispatch(
        paymentsApi.endpoints.getConversionQuote.initiate(arg, { subscribe: false }),
      );
      signal.addEventListener('abort', () => {
        pending.abort();
      });
      return pending.unwrap();
    }, setState);
    helper.current = request;
    return () => {
      request.dispose();
    };
  }, [dispatch]);

  const key = args ? `${args.methodId}|${args.from}|${args.to}|${args.amount}` : '';
  useEffect(() => {
    if (args) helper.current?.request(args);
    else helper.current?.cancel();
    // `key` stands for `args`: a new object with the same values must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return args ? state : { status: 'none' };
}
