import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { MANGLED, apiUrl, behindProxy, call } from '@mocks/testing';
import { recordActions } from '@testing/recordActions';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes, historyPaths } from '@contract/paths';
import { transactionsPageSchema } from '@contract/history';
import type { PaymentStatus } from '@contract/payments/payment';
import { Cashier } from './Cashier';
import { notificationShown, paymentStatusUpdated } from '@features/payments';
import { PENDING_REDIRECT_KEY } from '@features/checkout/pendingRedirectStore';
import { RETURN_POLL_MS } from '@features/checkout/PaymentReturn';
import { cameBackFrom, fillValidCard, openCardForm } from '@testing/cashier';

/** The payments the back end holds, as its history lists them. */
async function paymentsHeld(): Promise<number> {
  const answer = await call(apiUrl(historyPaths.transactions));
  return transactionsPageSchema.parse(answer.body).total;
}

async function depositByCard() {
  const recorded = recordActions();
  const view = await openCardForm({ middleware: [recorded.middleware] });
  await fillValidCard(view.user);
  await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
  const notices = () =>
    recorded.actions.filter(notificationShown.match).map((action) => action.payload);
  return { ...view, notices };
}

async function waitPast(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  sessionStorage.clear();
});

describe('a submit answer the cashier could not read', () => {
  beforeEach(() => {
    // Logged for developers (a schema failure): not this test's subject.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each(Object.keys(MANGLED))(
    'as %s, is never told as a failure: the payment is found by its key and shown as made',
    async (name) => {
      const mangle = MANGLED[name];
      if (!mangle) throw new Error(name);
      const proxy = behindProxy(mangle);
      const before = await paymentsHeld();
      const { user, notices } = await depositByCard();

      expect(await screen.findByText('Payment complete')).toBeInTheDocument();
      expect(screen.getByText(/the provider confirmed your payment/)).toBeInTheDocument();
      expect(screen.queryByText(/didn't go through/)).not.toBeInTheDocument();
      expect(notices().map((notice) => notice.severity)).not.toContain('error');
      // Kept until the player goes on: a reload meanwhile shows the payment, not an empty form.
      expect(JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '{}')).toMatchObject({
        idempotencyKey: proxy.keys[0],
      });
      await user.click(screen.getByRole('button', { name: 'Make another payment' }));
      expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
      // One payment sent, one held: nothing invited the player to pay twice.
      expect(proxy.keys).toHaveLength(1);
      expect((await paymentsHeld()) - before).toBe(1);
    },
  );

  it('the back end’s own error body is a refusal, as before', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          { error: { type: 'request_error', status: 'PAYMENT_PROCESSING_ERROR' } },
          { status: 422 },
        ),
      ),
    );
    await depositByCard();
    expect(await screen.findByText("Your deposit didn't go through")).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});

describe('the key look-up of a payment whose answer was not read', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The clock runs by itself (user-event, msw), and the test jumps it past the waits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answered by a proxy’s 404 page, says "couldn’t confirm yet", never "not made", and asks again until the back end answers', async () => {
    const mangle = MANGLED['an HTML page at 502'];
    if (!mangle) throw new Error('No such answer.');
    const proxy = behindProxy(mangle);
    const lookups: string[] = [];
    let proxyPages = 2;
    server.use(
      http.get(cashierRoutes.payments, ({ request }) => {
        lookups.push(new URL(request.url).searchParams.get('idempotencyKey') ?? '');
        if (proxyPages === 0) return undefined; // through to the back end
        proxyPages -= 1;
        return new HttpResponse('<html><h1>404 Not Found</h1></html>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const { notices } = await depositByCard();

    expect(await screen.findByText("We couldn't confirm this payment yet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(lookups).toEqual([proxy.keys[0]]);
    await waitPast(2000); // the second look-up: a proxy's page again
    await expect.poll(() => lookups).toHaveLength(2);
    expect(screen.getByText("We couldn't confirm this payment yet")).toBeInTheDocument();
    await waitPast(4000); // the third reaches the back end
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(lookups).toHaveLength(3);
    expect(screen.queryByText('This payment was not made')).not.toBeInTheDocument();
    expect(notices().map((notice) => notice.code)).not.toContain('payment_not_made');
  });
});

describe('coming back while the back end’s answers disagree', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** `GET /payments/{id}` answers pending, then success and failure in turn. */
  function alternatingAnswers() {
    let asked = 0;
    server.use(
      http.get(cashierRoutes.payment, ({ params }) => {
        asked += 1;
        const status = asked === 1 ? 'pending' : asked % 2 === 0 ? 'success' : 'failed';
        return HttpResponse.json({
          paymentId: String(params.paymentId),
          status,
          action: 'deposit',
          methodId: 'card',
          amount: '23.02',
          currency: 'EUR',
        } satisfies PaymentStatus);
      }),
    );
    return { asked: () => asked };
  }

  it('shows the first final status for good and stops asking', async () => {
    cameBackFrom();
    const payment = alternatingAnswers();
    const { store } = renderWithProviders(<Cashier />);
    expect(
      await screen.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
    await waitPast(RETURN_POLL_MS);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(payment.asked()).toBe(2);

    // A minute on: asked no more, and the screen never says otherwise.
    for (let step = 0; step < 12; step += 1) await waitPast(RETURN_POLL_MS);
    expect(payment.asked()).toBe(2);
    expect(screen.getByText('Payment complete')).toBeInTheDocument();
    expect(screen.queryByText('Payment not completed')).not.toBeInTheDocument();

    // A live update saying otherwise changes nothing shown either.
    act(() => {
      store.dispatch(
        paymentStatusUpdated({
          paymentId: 'pay_redirected',
          status: 'failed',
          action: 'deposit',
          methodId: 'card',
          amount: '23.02',
          currency: 'EUR',
        }),
      );
    });
    expect(screen.getByText('Payment complete')).toBeInTheDocument();
    expect(screen.queryByText('Payment not completed')).not.toBeInTheDocument();
  });
});
