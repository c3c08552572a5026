/**
 * The signed-in player of the mock back end (`GET /config` → `player`): who the support chat
 * introduces to the agent, and their responsible-gambling settings. The catalog's `players` name
 * several; a request picks one by the `X-Mock-Player` header or the `mock_player` cookie (set from
 * `?mock-player=` on the page by `npm start` and `npm run dev`, docs/mock-backend.md), else
 * `default`. Deposit limits count the deposits this back end accepted; deposits are refused over a
 * limit and during a cool-off or self-exclusion.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { DepositLimit, Player, Restriction, Verification } from '@contract/payments/player';
import type { SubmitRequest } from '@contract/payments/payment';
import type { LimitPeriod } from '@contract/payments/lists';
import { fromUnits, toUnits } from './rules/decimal';
import type { Catalog, CatalogPlayer } from '../catalog/schema';
import { PLAYER_NAME_PATTERN } from './playerName';
import { type MockScales, mockScale } from './scales';

/** What the player's answers and refusals read of the catalog. */
type PlayerCatalog = Pick<Catalog, 'players'> & MockScales;

/** The player when the catalog names none, or the request picks none it knows. */
export const MOCK_PLAYER: Player = {
  id: 'player-1001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  affiliateTag: 'aff-42',
  tempPlayerId: 'tmp-7f3a',
  license: 'mga',
  ipCountry: 'MT',
};

export const MOCK_PLAYER_HEADER = 'X-Mock-Player';
export const MOCK_PLAYER_COOKIE = 'mock_player';
/** The page query parameter `npm start` and `npm run dev` copy into {@link MOCK_PLAYER_COOKIE}. */
export const MOCK_PLAYER_QUERY = 'mock-player';
export const DEFAULT_PLAYER_NAME = 'default';

/**
 * The catalog player a request picked: header, then cookie, then `default`. `cookies` are the
 * resolver's (msw reads them from the Cookie header, or from the page in its service worker).
 */
export function playerNameOf(request: Request, cookies: Record<string, string> = {}): string {
  const picked = request.headers.get(MOCK_PLAYER_HEADER)?.trim() ?? cookies[MOCK_PLAYER_COOKIE];
  return picked !== undefined && PLAYER_NAME_PATTERN.test(picked) ? picked : DEFAULT_PLAYER_NAME;
}

/**
 * The player a WebSocket handshake picked by its `Cookie` header (sockets carry no custom
 * header): the `mock_player` cookie, else `default`.
 */
export function playerNameOfCookies(cookieHeader: string | undefined): string {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() !== MOCK_PLAYER_COOKIE) continue;
    const picked = value.join('=').trim();
    return PLAYER_NAME_PATTERN.test(picked) ? picked : DEFAULT_PLAYER_NAME;
  }
  return DEFAULT_PLAYER_NAME;
}

/** Deposits accepted in this back end, in minor units, per player and currency. */
export type PlayerDeposits = Map<string, bigint>;

const depositKey = (player: string, currency: string) => `${player}\u0000${currency}`;

/** When a period that is running at `now` starts again (UTC midnights; weeks start on Monday). */
export function nextReset(period: LimitPeriod, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (period === 'day') return new Date(Date.UTC(y, m, d + 1));
  if (period === 'week') return new Date(Date.UTC(y, m, d + 7 - ((now.getUTCDay() + 6) % 7)));
  return new Date(Date.UTC(y, m + 1, 1));
}

interface Picked {
  name: string;
  player: CatalogPlayer | undefined;
}

/**
 * The identity checks that changed in this back end (documents uploaded, then decided), by the
 * catalog player's name: they stand in for the catalog's `verification` until the mock is reset
 * (mocks/backend/verification.ts).
 */
export type PlayerVerifications = Map<string, Verification>;

/** The catalog name a request's pick answers as (`default` for a name the catalog lacks). */
export function pickedName(catalog: Pick<Catalog, 'players'>, name: string): string {
  return pick(catalog, name).name;
}

/** The player's identity check as it stands in this back end. */
export function verificationOf(
  catalog: Pick<Catalog, 'players'>,
  name: string,
  verifications: PlayerVerifications,
): Verification | undefined {
  const picked = pick(catalog, name);
  return verifications.get(picked.name) ?? picked.player?.verification;
}

function pick(catalog: Pick<Catalog, 'players'>, name: string): Picked {
  const players = catalog.players ?? {};
  if (Object.hasOwn(players, name)) return { name, player: players[name] };
  return { name: DEFAULT_PLAYER_NAME, player: players[DEFAULT_PLAYER_NAME] };
}

function limitsOf(
  catalog: MockScales,
  picked: Picked,
  deposits: PlayerDeposits,
  now: Date,
): DepositLimit[] {
  return (picked.player?.depositLimits ?? []).map((limit) => {
    const decimals = mockScale(catalog, limit.currency);
    const cap = toUnits(limit.limit, decimals) ?? 0n;
    const used =
      (toUnits(limit.used, decimals) ?? 0n) +
      (deposits.get(depositKey(picked.name, limit.currency)) ?? 0n);
    const remaining = cap > used ? cap - used : 0n;
    return {
      period: limit.period,
      limit: fromUnits(cap, decimals),
      used: fromUnits(used, decimals),
      remaining: fromUnits(remaining, decimals),
      currency: limit.currency,
      resetsAt: nextReset(limit.period, now).toISOString(),
    };
  });
}

function restrictionOf(picked: Picked, now: Date): Restriction | undefined {
  const restriction = picked.player?.restriction;
  if (restriction === undefined) return undefined;
  if (restriction.days === undefined) return { kind: restriction.kind };
  const until = nextReset('day', now);
  until.setUTCDate(until.getUTCDate() + restriction.days - 1);
  return { kind: restriction.kind, until: until.toISOString() };
}

/**
 * The player `GET /config` answers for the request's pick, with limits as they stand `now` and the
 * identity check as it stands in this back end (`verifications`).
 */
export function playerAnswer(
  catalog: PlayerCatalog,
  name: string,
  deposits: PlayerDeposits,
  now: Date,
  verifications: PlayerVerifications = new Map(),
): Player {
  const picked = pick(catalog, name);
  const changed = verifications.get(picked.name);
  if (picked.player === undefined) {
    return changed ? { ...MOCK_PLAYER, verification: changed } : MOCK_PLAYER;
  }
  const identity: Player = { ...picked.player, depositLimits: undefined, restriction: undefined };
  delete identity.depositLimits;
  delete identity.restriction;
  const limits = limitsOf(catalog, picked, deposits, now);
  const restriction = restrictionOf(picked, now);
  return {
    ...identity,
    ...(limits.length > 0 ? { depositLimits: limits } : {}),
    ...(restriction ? { restriction } : {}),
    ...(changed ? { verification: changed } : {}),
  };
}

/**
 * The refusal of a deposit the player may not make: `responsible_gambling` 403 during a cool-off
 * or self-exclusion, or over a limit in the deposit's currency (the one with least left).
 * Undefined when the deposit may go ahead (and for every cash-out).
 */
export function responsibleGamblingRefusal(
  catalog: PlayerCatalog,
  name: string,
  deposits: PlayerDeposits,
  request: SubmitRequest,
  now: Date,
): HttpResponse<JsonBodyType> | undefined {
  if (request.action !== 'deposit') return undefined;
  const picked = pick(catalog, name);
  const restriction = restrictionOf(picked, now);
  if (restriction) {
    const coolOff = restriction.kind === 'cool_off';
    return HttpResponse.json(
      {
        error: {
          type: 'responsible_gambling',
          status: coolOff ? 'COOL_OFF_ACTIVE' : 'SELF_EXCLUDED',
          message: coolOff
            ? 'Deposits are paused during the cool-off.'
            : 'Deposits are closed during the self-exclusion.',
          restriction,
        },
      },
      { status: 403 },
    );
  }
  const decimals = mockScale(catalog, request.currency);
  const amount = toUnits(request.amount, decimals);
  if (amount === null) return undefined;
  const binding = limitsOf(catalog, picked, deposits, now)
    .filter((limit) => limit.currency === request.currency)
    .map((limit) => ({ limit, left: toUnits(limit.remaining, decimals) ?? 0n }))
    .filter(({ left }) => amount > left)
    .sort((a, b) => (a.left < b.left ? -1 : a.left > b.left ? 1 : 0))[0];
  if (!binding) return undefined;
  return HttpResponse.json(
    {
      error: {
        type: 'responsible_gambling',
        status: 'DEPOSIT_LIMIT_EXCEEDED',
        message: `This deposit is over the ${binding.limit.period} limit: ${binding.limit.remaining} ${binding.limit.currency} left.`,
        limit: binding.limit,
      },
    },
    { status: 403 },
  );
}

/** Counts an accepted deposit against the player's limits. */
export function recordDeposit(
  catalog: PlayerCatalog,
  name: string,
  deposits: PlayerDeposits,
  request: SubmitRequest,
): void {
  if (request.action !== 'deposit') return;
  const amount = toUnits(request.amount, mockScale(catalog, request.currency));
  if (amount === null) return;
  const key = depositKey(pick(catalog, name).name, request.currency);
  deposits.set(key, (deposits.get(key) ?? 0n) + amount);
}
