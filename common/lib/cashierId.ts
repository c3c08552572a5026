/**
 * Which cashier a mounting is on its page, stable across a reload (the round trip to a payment
 * provider's page): a payment kept across a redirect is shown only by the cashier that kept it
 * (features/checkout/pendingRedirectStore.ts). Set by `createCashier` (src/app/createCashier.ts)
 * from the `id` of `mountCashier` or the `cashier-id` of `<cashier-widget>` (docs/embedding.md).
 */

/**
 * The cashier that names no other: the standalone app, a `mountCashier` without `id`, the first
 * `<cashier-widget>` on a page. It also owns a kept payment that names no cashier.
 */
export const DEFAULT_CASHIER_ID = 'main';

/** The longest id a cashier may have. */
export const CASHIER_ID_MAX_LENGTH = 64;

/** The id `value` names (trimmed), if it is a string of 1 to 64 characters. */
export function cashierIdOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return id.length > 0 && id.length <= CASHIER_ID_MAX_LENGTH ? id : undefined;
}
