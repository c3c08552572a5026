import type { CurrencyOffer } from '@contract/currencyOffer';

/** What `GET /config` says of currencies (the part of the config the choice needs). */
export type { CurrencyOffer };

/**
 * The currency the cashier asks the back end for: the one chosen (by the player or the host) when
 * the back end offers it, else the player's default currency, else the first one offered.
 *
 * No request may name a currency the back end has not offered, so before the config is known
 * there is none (`null`): the methods wait for it. `null` too when nothing is offered.
 *
 * @param chosen - The chosen currency; `''` when nobody has chosen one.
 * @param offer - The config, or `undefined` while it is loading or failed.
 */
export function offeredCurrency(chosen: string, offer: CurrencyOffer | undefined): string | null {
  if (offer === undefined) return null;
  const { currencies, defaultCurrency } = offer;
  if (currencies.includes(chosen)) return chosen;
  if (currencies.includes(defaultCurrency)) return defaultCurrency;
  return currencies[0] ?? null;
}
