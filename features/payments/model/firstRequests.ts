import { INITIAL_CHOICES } from './initialChoices';
import { CONFIG_PATH, CONVERSION_METHODS_PATH, METHODS_PATH } from '@contract/paths';

/**
 * The GET requests (path and query) the cashier screen makes as it opens, in two steps, with the
 * query exactly as the RTK Query endpoints write it: first the config; then, in the currency the
 * config makes the cashier use (model/offeredCurrency.ts), the methods and the conversion methods.
 * The boot prefetch (src/app/boot) starts them before the app's code arrives; a request that does
 * not match one exactly is simply fetched again.
 */
export const cashierScreenRequests = {
  /** Asked for first: which currencies there are, and the player's default. */
  first: (): string[] => [CONFIG_PATH],
  /** Asked for once the currency is known: no request names a currency not offered. */
  inCurrency: (currency: string): string[] => {
    const query = new URLSearchParams({ action: INITIAL_CHOICES.action, currency }).toString();
    return [`${METHODS_PATH}?${query}`, `${CONVERSION_METHODS_PATH}?${query}`];
  },
};
