import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { navigation } from './navigation';
import { PENDING_REDIRECT_KEY } from './pendingRedirectStore';
import { fillValidCard, openCardForm } from '@testing/cashier';

/** `pageshow` as the browser fires it: `persisted` when the page comes from its back-forward cache. */
function showPage(persisted: boolean) {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => {
    window.dispatchEvent(event);
  });
}

/** The submit sends the player to a provider; the back end has the payment as `status`. */
function redirectedPayment(status: PaymentStatus['status']) {
  let asked = 0;
  server.use(
    http.post(cashierRoutes.payments, () =>
      HttpResponse.json({
        status: 'user_redirected',
        paymentId: 'pay_back',
        redirectUrl: 'https://psp.example/pay',
      }),
    ),
    http.get(cashierRoutes.payment, () => {
      asked += 1;
      return HttpResponse.json({
        paymentId: 'pay_back',
        status,
        action: 'deposit',
        methodId: 'card',
        amount: '50.00',
        currency: 'EUR',
      } satisfies PaymentStatus);
    }),
  );
  return { asked: () => asked };
}

async function payAndLeave() {
  const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  const view = await openCardForm();
  await fillValidCard(view.user);
  await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
  expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(1);
  return { ...view, assign };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('Back from the provider to a page restored from the back-forward cache', () => {
  it('asks the back end for the payment at once and shows its outcome, not "Taking you to the provider"', async () => {
    const payment = redirectedPayment('success');
    const { user, assign } = await payAndLeave();
    expect(payment.asked()).toBe(0);

    showPage(true);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(screen.queryByText('Taking you to the payment provider…')).not.toBeInTheDocument();
    expect(payment.asked()).toBeGreaterThanOrEqual(1);
    // Not sent to the provider again.
    expect(assign).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('shows a payment still pending as such, with its updates to come', async () => {
    redirectedPayment('pending');
    await payAndLeave();
    showPage(true);
    expect(
      await screen.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
  });

  it('leaves a page shown for the first time (not from the cache) as it is', async () => {
    const payment = redirectedPayment('success');
    await payAndLeave();
    showPage(false);
    expect(screen.getByText('Taking you to the payment provider…')).toBeInTheDocument();
    expect(payment.asked()).toBe(0);
  });
});
