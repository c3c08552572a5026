/**
 * What the player may cash out, pure (docs/http-api.md): the balance in a currency from
 * `config.player.balances`, and the amounts a cash-out may take. Amounts stay decimal strings and
 * minor units (bigint), never floats.
 */
import type { Balance } from '@contract/payments/player';
import type { Limits } from '@contract/payments/methods';
import { currencyDecimals, serverAmountToMinor } from '@features/payments';

const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * The player's balance in `currency`: the listed entry (`withdrawable` never above `total`), a zero
 * balance when the list leaves the currency out (it holds nothing there), undefined when the back
 * end sends no list at all (it does not say: nothing is shown and nothing capped).
 */
export function balanceIn(
  balances: readonly Balance[] | undefined,
  currency: string,
): Balance | undefined {
  if (balances === undefined) return undefined;
  const entry = balances.find((balance) => balance.currency === currency);
  if (entry === undefined) return { currency, total: '0', withdrawable: '0' };
  const scale = Math.max(
    currencyDecimals(currency),
    fractionDigits(entry.total),
    fractionDigits(entry.withdrawable),
  );
  const total = serverAmountToMinor(entry.total, scale);
  const withdrawable = serverAmountToMinor(entry.withdrawable, scale);
  if (total !== null && withdrawable !== null && withdrawable > total) {
    return { ...entry, withdrawable: entry.total };
  }
  return entry;
}

/** True when `a` is more than `b` (decimal strings in one currency). */
function isMore(a: string, b: string, currency: string): boolean {
  const scale = Math.max(currencyDecimals(currency), fractionDigits(a), fractionDigits(b));
  const left = serverAmountToMinor(a, scale);
  const right = serverAmountToMinor(b, scale);
  return left !== null && right !== null && left > right;
}

/** True when `amount` (a decimal string) is more than the player may cash out. */
export function exceedsWithdrawable(amount: string, balance: Balance): boolean {
  return isMore(amount, balance.withdrawable, balance.currency);
}

/** True when part of the balance cannot be cashed out (bonus money still to be wagered). */
export function hasLockedPart(balance: Balance): boolean {
  return isMore(balance.total, balance.withdrawable, balance.currency);
}

/** True when nothing at all may be cashed out. */
export function nothingWithdrawable(balance: Balance): boolean {
  return !isMore(balance.withdrawable, '0', balance.currency);
}

/**
 * The amounts a cash-out may take: the method's, with `max` lowered to what may be cashed out when
 * that is less. `balance` is present when it lowered `max` (the amount check then names it).
 */
export function cashoutBounds(
  methodLimits: Limits,
  balance: Balance | undefined,
): { limits: Limits; balance?: Balance } {
  if (balance === undefined || !isMore(methodLimits.max, balance.withdrawable, balance.currency)) {
    return { limits: methodLimits };
  }
  return { limits: { min: methodLimits.min, max: balance.withdrawable }, balance };
}
