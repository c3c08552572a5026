/**
 * Responsible gambling, pure: what remains of the player's deposit limits, which one binds a
 * deposit, and how reset and end times read (docs/http-api.md). Amounts stay
 * decimal strings and minor units (bigint), never floats.
 */
import type { DepositLimit, Restriction } from '@contract/payments/player';
import type { Limits } from '@contract/payments/methods';
import type { LimitPeriod } from '@contract/payments/lists';
import type { DepositThreshold } from './verification';
import { dateTimeFormat } from '@common/lib/intl';
import { currencyDecimals, fromMinorUnits, serverAmountToMinor } from '@features/payments';

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What may still be deposited under `limit` at `now`, in minor units: the server's `remaining`,
 * or the whole limit once `resetsAt` has passed (the period started again since the config came).
 */
export function remainingMinor(limit: DepositLimit, now: Date): bigint | null {
  const decimals = currencyDecimals(limit.currency);
  const reset = Date.parse(limit.resetsAt);
  const figure = now.getTime() >= reset ? limit.limit : limit.remaining;
  return serverAmountToMinor(figure, decimals);
}

/** A limit as it stands at `now` (`remaining` refilled once it has reset). */
export interface CurrentLimit {
  period: LimitPeriod;
  /** What may still be deposited, at the currency's scale ("150.00"). */
  remaining: string;
  currency: string;
  resetsAt: string;
}

function current(limit: DepositLimit, now: Date): CurrentLimit | null {
  const minor = remainingMinor(limit, now);
  if (minor === null) return null;
  return {
    period: limit.period,
    remaining: fromMinorUnits(minor, currencyDecimals(limit.currency)),
    currency: limit.currency,
    resetsAt: limit.resetsAt,
  };
}

/** The limits in `currency` as they stand at `now`, day before week before month. */
export function limitsIn(
  limits: readonly DepositLimit[] | undefined,
  currency: string,
  now: Date,
): CurrentLimit[] {
  const order: Record<LimitPeriod, number> = { day: 0, week: 1, month: 2 };
  return (limits ?? [])
    .filter((limit) => limit.currency === currency)
    .map((limit) => current(limit, now))
    .filter((limit): limit is CurrentLimit => limit !== null)
    .sort((a, b) => order[a.period] - order[b.period]);
}

/**
 * The limit that binds a deposit in `currency`: the one with least left (the shorter period on a
 * tie, as it resets first). Undefined when none is in that currency.
 */
export function bindingLimit(
  limits: readonly DepositLimit[] | undefined,
  currency: string,
  now: Date,
): CurrentLimit | undefined {
  const decimals = currencyDecimals(currency);
  let best: { limit: CurrentLimit; minor: bigint } | undefined;
  for (const limit of limitsIn(limits, currency, now)) {
    const minor = serverAmountToMinor(limit.remaining, decimals) ?? 0n;
    if (best === undefined || compare(minor, best.minor) < 0) best = { limit, minor };
  }
  return best?.limit;
}

/**
 * The amounts a deposit may take: the method's, with `max` lowered to what remains of the binding
 * limit when that is less. `limit` names that limit (for the message), else it is absent. A
 * verification `threshold` lower than both lowers `max` to it instead, and `verifyAbove` names it.
 */
export function depositBounds(
  methodLimits: Limits,
  limits: readonly DepositLimit[] | undefined,
  currency: string,
  now: Date,
  threshold?: DepositThreshold,
): { limits: Limits; limit?: CurrentLimit; verifyAbove?: DepositThreshold } {
  const binding = bindingLimit(limits, currency, now);
  const scale = Math.max(currencyDecimals(currency), methodLimits.max.split('.')[1]?.length ?? 0);
  const methodMax = serverAmountToMinor(methodLimits.max, scale);
  if (methodMax === null) return { limits: methodLimits };
  const left = binding ? serverAmountToMinor(binding.remaining, scale) : null;
  const gate = threshold ? serverAmountToMinor(threshold.amount, scale) : null;
  const cap = left !== null && left < methodMax ? left : methodMax;
  if (threshold && gate !== null && gate < cap) {
    return { limits: { min: methodLimits.min, max: threshold.amount }, verifyAbove: threshold };
  }
  if (binding === undefined || left === null || left >= methodMax) return { limits: methodLimits };
  return { limits: { min: methodLimits.min, max: binding.remaining }, limit: binding };
}

/** True when `amount` (a decimal string) is more than remains of `limit`. */
export function exceedsLimit(amount: string, limit: CurrentLimit): boolean {
  const decimals = currencyDecimals(limit.currency);
  const value = serverAmountToMinor(amount, decimals);
  const left = serverAmountToMinor(limit.remaining, decimals);
  return value !== null && left !== null && value > left;
}

/** True when nothing remains of `limit`. */
export function isReached(limit: CurrentLimit): boolean {
  return serverAmountToMinor(limit.remaining, currencyDecimals(limit.currency)) === 0n;
}

/**
 * When a limit resets, as the messages put it: `time` ("00:00") and `date` ("26 Nov"), in the
 * player's language and time zone (the browser's unless `timeZone` is given).
 */
export function resetTimeParts(
  iso: string,
  locale: string,
  timeZone?: string,
): { time: string; date: string } {
  const at = new Date(iso);
  const zone = timeZone === undefined ? {} : { timeZone };
  return {
    time: dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...zone }).format(at),
    date: dateTimeFormat(locale, { day: 'numeric', month: 'short', ...zone }).format(at),
  };
}

/** When a restriction ends, as a long date and short time ("2 December 2026 at 00:00"). */
export function formatRestrictionEnd(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

/** Whether `restriction` still blocks deposits at `now` (one whose `until` has passed does not). */
export function blocksDeposits(restriction: Restriction | undefined, now: Date): boolean {
  if (restriction === undefined) return false;
  return restriction.until === undefined || Date.parse(restriction.until) > now.getTime();
}

/** The smallest `min` of `limits` (the methods on offer), undefined when there are none. */
export function smallestMinimum(limits: readonly Limits[], currency: string): string | undefined {
  let best: { min: string; minor: bigint } | undefined;
  for (const { min } of limits) {
    const scale = Math.max(currencyDecimals(currency), min.split('.')[1]?.length ?? 0);
    // Compared at a shared fine scale, so "10" and "9.995" order right.
    const minor = serverAmountToMinor(min, Math.max(scale, 18));
    if (minor !== null && (best === undefined || minor < best.minor)) best = { min, minor };
  }
  return best?.min;
}

/**
 * The deposit limit that leaves no deposit possible in `currency` at `now`: the binding one when
 * nothing remains of it, or less than `smallestMin` (the smallest minimum of the deposit methods on
 * offer, when known). Undefined while a deposit is still possible. Deposits are then blocked, not
 * offered as a form no amount can pass.
 */
export function usedUpLimit(
  limits: readonly DepositLimit[] | undefined,
  currency: string,
  now: Date,
  smallestMin?: string,
): CurrentLimit | undefined {
  const binding = bindingLimit(limits, currency, now);
  if (binding === undefined) return undefined;
  if (isReached(binding)) return binding;
  return smallestMin !== undefined && exceedsLimit(smallestMin, binding) ? binding : undefined;
}
