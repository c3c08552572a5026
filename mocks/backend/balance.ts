/**
 * The players' balances in the mock back end (`GET /config` → `player.balances`): the catalog
 * player's starting `balances`, plus every payment this back end accepted (a deposit adds to the
 * total and the withdrawable part, a cash-out takes from both). A cash-out above the withdrawable
 * part is refused (`params_error` / `INSUFFICIENT_WITHDRAWABLE_BALANCE`, 422). A player without
 * `balances` in the catalog has none in its answers either, and nothing is refused for it.
 */
import type { HttpResponse } from 'msw';
import type { Balance } from '@contract/payments/player';
import type { ErrorBody, SubmitRequest } from '@contract/payments/payment';
import { fromUnits, toUnits } from './rules/decimal';
import type { Catalog } from '../catalog/schema';
import { pickedName } from './player';
import { mockScale } from './scales';
import { errorResponse } from './responses';

/** What accepted payments changed, in minor units, per mock player and currency. */
export type PlayerBalances = Map<string, bigint>;

const key = (player: string, currency: string) => `${player}\u0000${currency}`;

function startingBalances(catalog: Pick<Catalog, 'players'>, name: string) {
  const picked = pickedName(catalog, name);
  const players = catalog.players ?? {};
  return {
    picked,
    start: Object.hasOwn(players, picked) ? players[picked]?.balances : undefined,
  };
}

/** The player's balances as they stand in this back end; undefined for a player without any. */
export function balancesOf(
  catalog: Pick<Catalog, 'players' | 'currencyScales'>,
  name: string,
  changes: PlayerBalances,
): Balance[] | undefined {
  const { picked, start } = startingBalances(catalog, name);
  if (start === undefined) return undefined;
  const currencies = new Set(start.map((balance) => balance.currency));
  for (const changed of changes.keys()) {
    const [player, currency] = changed.split('\u0000');
    if (player === picked && currency !== undefined) currencies.add(currency);
  }
  return [...currencies].map((currency) => {
    const decimals = mockScale(catalog, currency);
    const entry = start.find((balance) => balance.currency === currency);
    const change = changes.get(key(picked, currency)) ?? 0n;
    const at = (amount: string | undefined) => {
      const minor = (toUnits(amount ?? '0', decimals) ?? 0n) + change;
      return fromUnits(minor > 0n ? minor : 0n, decimals);
    };
    return { currency, total: at(entry?.total), withdrawable: at(entry?.withdrawable) };
  });
}

/**
 * The refusal of a cash-out above what the player may cash out in its currency (a currency the
 * player holds nothing in has 0), with the balance as it stands. Undefined for deposits and for a
 * player without balances.
 */
export function balanceRefusal(
  catalog: Pick<Catalog, 'players' | 'currencyScales'>,
  name: string,
  changes: PlayerBalances,
  request: SubmitRequest,
): HttpResponse<ErrorBody> | undefined {
  if (request.action !== 'cashout') return undefined;
  const balances = balancesOf(catalog, name, changes);
  if (balances === undefined) return undefined;
  const decimals = mockScale(catalog, request.currency);
  const amount = toUnits(request.amount, decimals);
  const balance = balances.find((entry) => entry.currency === request.currency) ?? {
    currency: request.currency,
    total: fromUnits(0n, decimals),
    withdrawable: fromUnits(0n, decimals),
  };
  const withdrawable = toUnits(balance.withdrawable, decimals) ?? 0n;
  if (amount === null || amount <= withdrawable) return undefined;
  return errorResponse(422, {
    type: 'params_error',
    status: 'INSUFFICIENT_WITHDRAWABLE_BALANCE',
    message: `You can cash out at most ${balance.withdrawable} ${balance.currency}.`,
    balance,
  });
}

/** An accepted payment changes the balance: a deposit adds to it, a cash-out takes from it. */
export function recordBalanceChange(
  catalog: Pick<Catalog, 'players' | 'currencyScales'>,
  name: string,
  changes: PlayerBalances,
  request: SubmitRequest,
): void {
  const { picked, start } = startingBalances(catalog, name);
  if (start === undefined) return;
  const amount = toUnits(request.amount, mockScale(catalog, request.currency));
  if (amount === null) return;
  const at = key(picked, request.currency);
  changes.set(at, (changes.get(at) ?? 0n) + (request.action === 'deposit' ? amount : -amount));
}
