// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { errorBodySchema } from '@contract/payments/payment';
import { MOCK_PLAYER, MOCK_PLAYER_HEADER, playerNameOf } from './backend/player';
import { apiUrl, call, payByCard, useFreshBackend } from './testing';

const NOW = new Date('2026-11-25T13:00:00Z');

function submit(amount: string, player: string, action = 'deposit') {
  return payByCard(amount, { action, headers: { [MOCK_PLAYER_HEADER]: player } });
}

async function playerOf(headers: Record<string, string>) {
  const answer = await call(apiUrl(cashierPaths.config), { headers });
  return configResponseSchema.parse(answer.body).player;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  useFreshBackend();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The catalog's default player: the built-in identity with a balance in each currency. */
const DEFAULT_PLAYER = {
  ...MOCK_PLAYER,
  balances: [
    { currency: 'EUR', total: '5000.00', withdrawable: '5000.00' },
    { currency: 'USD', total: '5000.00', withdrawable: '5000.00' },
    { currency: 'BTC', total: '1.00000000', withdrawable: '1.00000000' },
  ],
};

describe('mock players', () => {
  it('answers the default player, without limits, when no player is picked', async () => {
    expect(await playerOf({})).toEqual(DEFAULT_PLAYER);
  });

  it('answers the player picked by the header, with what remains of each limit and when it resets', async () => {
    const player = await playerOf({ [MOCK_PLAYER_HEADER]: 'limited' });
    expect(player?.depositLimits).toEqual([
      {
        period: 'day',
        limit: '200.00',
        used: '50.00',
        remaining: '150.00',
        currency: 'EUR',
        resetsAt: '2026-11-26T00:00:00.000Z',
      },
      expect.objectContaining({ period: 'week', resetsAt: '2026-11-30T00:00:00.000Z' }),
      expect.objectContaining({ period: 'month', resetsAt: '2026-12-01T00:00:00.000Z' }),
    ]);
  });

  it('picks the player by the mock_player cookie too, the header first', () => {
    const request = (headers: Record<string, string>) =>
      new Request(apiUrl(cashierPaths.config), { headers });
    expect(playerNameOf(request({}), { mock_player: 'coolingOff' })).toBe('coolingOff');
    expect(
      playerNameOf(request({ [MOCK_PLAYER_HEADER]: 'selfExcluded' }), { mock_player: 'limited' }),
    ).toBe('selfExcluded');
    expect(playerNameOf(request({}), { mock_player: '<script>' })).toBe('default');
  });

  it('ends a cool-off at the UTC midnight its days from now', async () => {
    const player = await playerOf({ [MOCK_PLAYER_HEADER]: 'coolingOff' });
    expect(player?.restriction).toEqual({ kind: 'cool_off', until: '2026-12-02T00:00:00.000Z' });
  });

  it('falls back to the default player for a name the catalog does not have', async () => {
    expect(await playerOf({ [MOCK_PLAYER_HEADER]: 'nobody' })).toEqual(DEFAULT_PLAYER);
  });

  it('answers a verification status and an indefinite self-exclusion', async () => {
    expect((await playerOf({ [MOCK_PLAYER_HEADER]: 'selfExcluded' }))?.restriction).toEqual({
      kind: 'self_exclusion',
    });
    expect(
      (await playerOf({ [MOCK_PLAYER_HEADER]: 'verificationRequired' }))?.verification,
    ).toMatchObject({ status: 'required', gates: { cashout: true, depositsAbove: '2000.00' } });
  });
});

describe('mock players: deposits', () => {
  it('refuses a deposit over the binding limit with that limit', async () => {
    const answer = await submit('150.01', 'limited');
    expect(answer.status).toBe(403);
    const { error } = errorBodySchema.parse(answer.body);
    expect(error).toMatchObject({
      type: 'responsible_gambling',
      status: 'DEPOSIT_LIMIT_EXCEEDED',
      limit: { period: 'day', remaining: '150.00' },
    });
  });

  it('counts accepted deposits, so the remaining amount goes down and the next one is refused', async () => {
    expect((await submit('100.00', 'limited')).status).toBe(200);
    const day = (await playerOf({ [MOCK_PLAYER_HEADER]: 'limited' }))?.depositLimits?.[0];
    expect(day).toMatchObject({ used: '150.00', remaining: '50.00' });
    expect((await submit('50.01', 'limited')).status).toBe(403);
    expect((await submit('50.00', 'limited')).status).toBe(200);
  });

  it('keeps each player to their own deposits', async () => {
    expect((await submit('100.00', 'default')).status).toBe(200);
    const day = (await playerOf({ [MOCK_PLAYER_HEADER]: 'limited' }))?.depositLimits?.[0];
    expect(day?.remaining).toBe('150.00');
  });

  it.each([
    ['coolingOff', 'COOL_OFF_ACTIVE'],
    ['selfExcluded', 'SELF_EXCLUDED'],
  ])('refuses every deposit of %s with %s but lets them cash out', async (player, status) => {
    const deposit = await submit('20.00', player);
    expect(deposit.status).toBe(403);
    expect(errorBodySchema.parse(deposit.body).error).toMatchObject({
      type: 'responsible_gambling',
      status,
    });
    expect((await submit('20.00', player, 'cashout')).status).toBe(200);
  });
});
