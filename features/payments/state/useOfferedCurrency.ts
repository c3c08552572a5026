import { useAppSelector } from '@store/hooks';
import { offeredCurrency } from '../model';
import { selectCurrency } from './paymentsSlice';
import { useConfigQuery } from '../api';

/**
 * The currency to ask the back end for ({@link offeredCurrency}), `null` until `GET /config` has
 * answered, with that query (its error and refetch) for the screens that wait on it.
 */
export function useOfferedCurrency() {
  const chosen = useAppSelector(selectCurrency);
  const config = useConfigQuery(undefined);
  return { currency: offeredCurrency(chosen, config.data), config };
}
