// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { errorBodySchema } from '@contract/payments/payment';
import { MOCK_PLAYER_HEADER } from './backend/player';
import { apiUrl, call, payByCard, useFreshBackend } from './testing';

function pay(amount: string, player: string, action: 'deposit' | 'cashout') {
  return payByCard(amount, { action, headers: { [MOCK_PLAYER_HEADER]: player } });
}

async function balancesOf(player: string) {
  const answer = await call(apiUrl(cashierPaths.config), {
    headers: { [MOCK_PLAYER_HEADER]: player },
  });
  return configResponseSchema.parse(answer.body).player?.balances;
}

beforeEach(() => {
  useFreshBackend();
});

describe('mock players: balances', () => {
  it('answers a balance with bonus money: more in total than can be cashed out', async () => {
    expect(await balancesOf('bonus')).toEqual([
      { currency: 'EUR', total: '150.00', withdrawable: '120.00' },
    ]);
    expect(await balancesOf('nothingToCashOut')).toEqual([
      { currency: 'EUR', total: '40.00', withdrawable: '0.00' },
    ]);
  });

  it('refuses a cash-out above the withdrawable balance, with the balance', async () => {
    const answer = await pay('120.01', 'bonus', 'cashout');
    expect(answer.status).toBe(422);
    expect(errorBodySchema.parse(answer.body).error).toMatchObject({
      type: 'params_error',
      status: 'INSUFFICIENT_WITHDRAWABLE_BALANCE',
      balance: { currency: 'EUR', total: '150.00', withdrawable: '120.00' },
    });
    expect((await pay('10.00', 'nothingToCashOut', 'cashout')).status).toBe(422);
  });

  it('refuses a cash-out in a currency the player holds nothing in', async () => {
    const answer = await payByCard('10.00', {
      action: 'cashout',
      currency: 'USD',
      headers: { [MOCK_PLAYER_HEADER]: 'bonus' },
    });
    expect(errorBodySchema.parse(answer.body).error).toMatchObject({
      status: 'INSUFFICIENT_WITHDRAWABLE_BALANCE',
      balance: { currency: 'USD', withdrawable: '0.00' },
    });
  });

  it('lowers the balance by an accepted cash-out and raises it by a deposit', async () => {
    expect((await pay('100.00', 'bonus', 'cashout')).status).toBe(200);
    expect(await balancesOf('bonus')).toEqual([
      { currency: 'EUR', total: '50.00', withdrawable: '20.00' },
    ]);
    expect((await pay('20.01', 'bonus', 'cashout')).status).toBe(422);
    expect((await pay('30.00', 'bonus', 'deposit')).status).toBe(200);
    expect(await balancesOf('bonus')).toEqual([
      { currency: 'EUR', total: '80.00', withdrawable: '50.00' },
    ]);
    expect((await pay('50.00', 'bonus', 'cashout')).status).toBe(200);
  });

  it('keeps each player to their own balance, and refuses nothing to a player without one', async () => {
    expect((await pay('100.00', 'bonus', 'cashout')).status).toBe(200);
    expect((await balancesOf('default'))?.[0]).toEqual({
      currency: 'EUR',
      total: '5000.00',
      withdrawable: '5000.00',
    });
    expect(await balancesOf('limited')).toBeUndefined();
    expect((await pay('4000.00', 'limited', 'cashout')).status).toBe(200);
  });
});
