// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { historyPaths, IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import {
  errorBodySchema,
  paymentStatusSchema,
  submitResponseSchema,
} from '@contract/payments/payment';
import { MOCK_PLAYER_HEADER } from './backend/player';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, cardPaymentBody, jsonInit } from './testing';

const as = (player: string) => ({ [MOCK_PLAYER_HEADER]: player });

/** A deposit by `player` with idempotency key `key`: its payment id. */
async function paidBy(player: string, key: string, amount = '23.02'): Promise<string> {
  const answer = await call(
    apiUrl(cashierPaths.payments),
    jsonInit(cardPaymentBody(amount), { [IDEMPOTENCY_HEADER]: key, ...as(player) }),
  );
  const body = submitResponseSchema.parse(answer.body);
  if (!('paymentId' in body) || body.paymentId === undefined) throw new Error('No payment.');
  return body.paymentId;
}

/** The answer is the contract's own 404: an error body, `request_error`. */
function expectContractNotFound(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(404);
  expect(errorBodySchema.parse(answer.body).error.type).toBe('request_error');
}

beforeEach(() => {
  server.use(...createHandlers(defaultCatalog));
});

describe('the mock answers only the signed-in player about payments', () => {
  it("answers a player's own payment by id and by key", async () => {
    const paymentId = await paidBy('default', 'own-key');
    const byId = await call(apiUrl(cashierPaths.payment(paymentId)), { headers: as('default') });
    const byKey = await call(apiUrl(cashierPaths.payments, { idempotencyKey: 'own-key' }));
    expect(paymentStatusSchema.parse(byId.body)).toMatchObject({ paymentId, amount: '23.02' });
    expect(paymentStatusSchema.parse(byKey.body)).toMatchObject({ paymentId, amount: '23.02' });
  });

  it("does not find another player's payment id, as if it never existed", async () => {
    const paymentId = await paidBy('bonus', 'their-key');
    expectContractNotFound(await call(apiUrl(cashierPaths.payment(paymentId))));
    expectContractNotFound(
      await call(apiUrl(cashierPaths.payment(paymentId)), { headers: as('limited') }),
    );
  });

  it("does not find the payment another player's idempotency key made", async () => {
    await paidBy('bonus', 'their-key');
    expectContractNotFound(
      await call(apiUrl(cashierPaths.payments, { idempotencyKey: 'their-key' })),
    );
  });

  it("cannot cancel another player's payment, which stays as it was", async () => {
    const paymentId = await paidBy('bonus', 'their-pending', '77.77'); // `unknown`: pending
    expectContractNotFound(
      await call(
        apiUrl(cashierPaths.cancelPayment(paymentId)),
        jsonInit({ reason: 'unsafe_redirect_url' }),
      ),
    );
    const theirs = await call(apiUrl(cashierPaths.payment(paymentId)), { headers: as('bonus') });
    expect(paymentStatusSchema.parse(theirs.body).status).toBe('pending');
  });

  it("takes the same key from another player as a payment of that player's own", async () => {
    const theirs = await paidBy('bonus', 'shared-key', '23.02');
    const mine = await paidBy('default', 'shared-key', '15.00');
    expect(mine).not.toBe(theirs);
    const byKey = await call(apiUrl(cashierPaths.payments, { idempotencyKey: 'shared-key' }));
    expect(paymentStatusSchema.parse(byKey.body)).toMatchObject({
      paymentId: mine,
      amount: '15.00',
    });
  });

  it("lists none of another player's payments in the history", async () => {
    const theirs = await paidBy('bonus', 'their-history');
    const mine = await paidBy('default', 'my-history');
    const page = (await call(apiUrl(historyPaths.transactions))).body as {
      items: { id: string }[];
    };
    const ids = page.items.map((row) => row.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });
});
