import { useAppSelector } from '@store/hooks';
import { offeredCurrency, selectCurrency, useConfigQuery } from '@features/payments';

/**
 * The currency to ask the back end for ({@link offeredCurrency}), `null` until `GET /config` has
 * answered, with that query (its error and refetch) for the screens that wait on it.
 */
export function useOfferedCurrency() {
  const chosen = useAppSelector(selectCurrency);
  const config = useConfigQuery(undefined);
  return { currency: offeredCurrency(chosen, config.data), config };
}
