// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyPaths, IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import {
  errorBodySchema,
  paymentStatusSchema,
  submitResponseSchema,
} from '@contract/payments/payment';
import { createLivePayments, type LivePayments } from './backend/live';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, cardPaymentBody, jsonInit } from './testing';

let keyCount = 0;
const submit = (amount: string, key = `status-key-${(keyCount += 1)}`) =>
  call(
    apiUrl(cashierPaths.payments),
    jsonInit(cardPaymentBody(amount), { [IDEMPOTENCY_HEADER]: key }),
  );

const byKey = (key: string) => call(apiUrl(cashierPaths.payments, { idempotencyKey: key }));

const cancel = (paymentId: string, body: unknown = { reason: 'unsafe_redirect_url' }) =>
  call(apiUrl(cashierPaths.cancelPayment(paymentId)), jsonInit(body));

const statusOf = async (paymentId: string) =>
  paymentStatusSchema.parse((await call(apiUrl(cashierPaths.payment(paymentId)))).body).status;

/** The history's row for a payment, as `GET /transactions` lists it. */
async function historyStatusOf(paymentId: string) {
  const page = (await call(apiUrl(historyPaths.transactions))).body as {
    items: { id: string; status: string }[];
  };
  return page.items.find((row) => row.id === paymentId)?.status;
}

let live: LivePayments;

beforeEach(() => {
  live = createLivePayments({ settleAfterMs: 5000 });
  server.use(...createHandlers(defaultCatalog, { live }));
});

afterEach(() => {
  live.dispose();
  vi.useRealTimers();
});

describe('GET /payments?idempotencyKey=', () => {
  it('finds the payment a submit with that key made, as GET /payments/{paymentId} tells it', async () => {
    const answer = submitResponseSchema.parse((await submit('50.00', 'left-the-page')).body);
    const found = await byKey('left-the-page');
    expect(found.status).toBe(200);
    expect(paymentStatusSchema.parse(found.body)).toMatchObject({
      paymentId: 'paymentId' in answer ? answer.paymentId : 'none',
      status: 'success',
      amount: '50.00',
      currency: 'EUR',
    });
  });

  it('answers 404 for a key whose submit made no payment, or that it never saw', async () => {
    await submit('21.04', 'declined'); // PAYMENT_PROCESSING_ERROR: no payment
    for (const key of ['declined', 'never-sent']) {
      const answer = await byKey(key);
      expect(answer.status, key).toBe(404);
      expect(errorBodySchema.parse(answer.body).error.type).toBe('request_error');
    }
  });

  it('answers 400 params_error without a key', async () => {
    const answer = await call(apiUrl(cashierPaths.payments));
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.fields).toHaveProperty('idempotencyKey');
  });
});

describe('the slow answer (23.08)', () => {
  it('takes the payment before it answers, so its key finds it while the answer is on its way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sending = submit('23.08', 'slow-one');
    await expect.poll(async () => (await byKey('slow-one')).status).toBe(200);
    await vi.advanceTimersByTimeAsync(4000);
    expect((await sending).status).toBe(200);
  });
});

describe('POST /payments/{paymentId}/cancel', () => {
  it('ends a pending payment cancelled: no later success, and the history says the same', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const answer = submitResponseSchema.parse((await submit('23.02')).body);
    const paymentId = 'paymentId' in answer ? (answer.paymentId ?? '') : '';
    const cancelled = await cancel(paymentId);
    expect(cancelled.status).toBe(200);
    expect(paymentStatusSchema.parse(cancelled.body).status).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(10_000); // the settle time passes
    expect(await statusOf(paymentId)).toBe('cancelled');
    expect(await historyStatusOf(paymentId)).toBe('cancelled');
    expect(live.settle(paymentId, 'success')).toBe(false); // its provider page can't end it either
  });

  it('leaves a payment that already ended as it is, and answers its final status', async () => {
    const answer = submitResponseSchema.parse((await submit('23.02')).body);
    const paymentId = 'paymentId' in answer ? (answer.paymentId ?? '') : '';
    live.settle(paymentId, 'success');
    const cancelled = await cancel(paymentId, { reason: 'unsafe_frame_url' });
    expect(paymentStatusSchema.parse(cancelled.body).status).toBe('success');
    expect(await historyStatusOf(paymentId)).toBe('success');
  });

  it('answers 404 for an unknown payment and 400 for a reason it does not know', async () => {
    expect((await cancel('pay_nope')).status).toBe(404);
    const answer = submitResponseSchema.parse((await submit('23.02')).body);
    const paymentId = 'paymentId' in answer ? (answer.paymentId ?? '') : '';
    expect((await cancel(paymentId, { reason: 'bored' })).status).toBe(400);
  });
});
