import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { renderWithProviders } from '@testing/render';
import { IDEMPOTENCY_HEADER, cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { Cashier } from '@features/cashier/Cashier';
import { PaymentLeaveGuard } from './PaymentLeaveGuard';
import { keepInFlightPayment } from './inFlightStore';
import { PENDING_REDIRECT_KEY } from './pendingRedirectStore';
import { TEST_CARD, fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

/**
 * The submit reaches the back end and its answer waits until `answer()`; `keys` are the
 * Idempotency-Keys it was sent with.
 */
function holdSubmitAnswer() {
  const keys: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(cashierRoutes.payments, async ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
      await released;
      return HttpResponse.json({
        status: 'notify',
        severity: 'success',
        paymentId: 'pay_sent',
        message: 'Paid 50.00 EUR.',
      });
    }),
  );
  return {
    keys,
    answer: () => {
      release();
    },
  };
}

/** The back end knows the payment the submit with `key` made: `pay_sent`, with `status`. */
function knowPaymentByKey(key: () => string | undefined, status: PaymentStatus['status']) {
  const asked: string[] = [];
  const payment = {
    paymentId: 'pay_sent',
    status,
    action: 'deposit',
    methodId: 'card',
    amount: '50.00',
    currency: 'EUR',
  } satisfies PaymentStatus;
  server.use(
    http.get(cashierRoutes.payments, ({ request }) => {
      const asking = new URL(request.url).searchParams.get('idempotencyKey') ?? '';
      asked.push(asking);
      return asking === key()
        ? HttpResponse.json(payment)
        : HttpResponse.json({ error: { type: 'request_error' } }, { status: 404 });
    }),
    http.get(cashierRoutes.payment, () => HttpResponse.json(payment)),
  );
  return { asked };
}

const leaveSite = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  sessionStorage.clear();
});

describe('a payment in flight', () => {
  it('asks before the page is left while it is sending, and no longer once it answered', async () => {
    const held = holdSubmitAnswer();
    const { user } = renderWithProviders(
      <>
        <Cashier />
        <PaymentLeaveGuard />
      </>,
    );
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await fillValidCard(user);
    expect(leaveSite()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    await expect.poll(() => held.keys.length).toBe(1);
    expect(leaveSite()).toBe(true);
    held.answer();
    expect(await screen.findByText('Paid 50.00 EUR.')).toBeInTheDocument();
    expect(leaveSite()).toBe(false);
  });

  it('keeps only references while sending (no card number or CVV), and forgets them once answered', async () => {
    const held = holdSubmitAnswer();
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    await expect.poll(() => held.keys.length).toBe(1);
    const kept = sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '';
    expect(JSON.parse(kept)).toEqual({
      idempotencyKey: held.keys[0],
      action: 'deposit',
      methodId: 'card',
      methodName: 'Credit or debit card',
      amount: '50.00',
      currency: 'EUR',
      leftAt: expect.any(Number) as number,
      cashierId: DEFAULT_CASHIER_ID,
    });
    expect(kept).not.toContain(TEST_CARD);
    expect(kept).not.toContain('"123"');
    held.answer();
    expect(await screen.findByText('Paid 50.00 EUR.')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('stays kept when its answer never came (the network failed, or the page took it along)', async () => {
    const keys: string[] = [];
    server.use(
      http.post(cashierRoutes.payments, ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
        return HttpResponse.error();
      }),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    await expect.poll(() => keys.length).toBeGreaterThan(0);
    await screen.findByRole('alert');
    expect(JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '{}')).toMatchObject({
      idempotencyKey: keys[0],
    });
  });

  it('left before its answer came, is shown on return: found by its key, with its outcome', async () => {
    const held = holdSubmitAnswer();
    const { user, unmount } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    await expect.poll(() => held.keys.length).toBe(1);
    unmount(); // the page is gone before the answer
    const lookup = knowPaymentByKey(() => held.keys[0], 'success');

    renderWithProviders(<Cashier />);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence('Credit or debit card, €50.00: the provider confirmed your payment.'),
      ),
    ).toBeInTheDocument();
    expect(lookup.asked).toEqual([held.keys[0]]);
    expect(screen.queryByRole('radio', { name: /Credit or debit card/ })).toBeNull();
  });

  it('left for another route before its answer came, is still shown when the player comes back', async () => {
    const held = holdSubmitAnswer();
    const { user, rerender } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €51.25' }));
    await expect.poll(() => held.keys.length).toBe(1);
    rerender(<p>Transaction history</p>); // the route changed: the form is gone
    held.answer();
    knowPaymentByKey(() => held.keys[0], 'success');
    await expect.poll(() => sessionStorage.getItem(PENDING_REDIRECT_KEY)).not.toBeNull();

    rerender(<Cashier />);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
  });

  it('whose submit made no payment, says that nothing was charged', async () => {
    keepInFlightPayment(
      {
        idempotencyKey: 'never-arrived',
        action: 'deposit',
        methodId: 'card',
        methodName: 'Credit or debit card',
        amount: '50.00',
        currency: 'EUR',
        leftAt: Date.now(),
      },
      DEFAULT_CASHIER_ID,
    );
    const { user } = renderWithProviders(<Cashier />);
    expect(await screen.findByText('This payment was not made')).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence(
          'Credit or debit card, €50.00: the payment you were sending when you left never reached us. Nothing was charged.',
        ),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});
