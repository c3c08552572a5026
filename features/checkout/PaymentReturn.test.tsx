import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { Cashier } from '@features/cashier/Cashier';
import { navigation } from './navigation';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { readPendingRedirect } from './pendingRedirect';
import { PENDING_REDIRECT_KEY, keepPendingRedirect } from './pendingRedirectStore';
import { TEST_CARD, cameBackFrom, fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

/** The back end's answers for the kept payment, one per request, the last one repeated. */
function answerPayment(...statuses: (PaymentStatus['status'] | 404)[]) {
  let asked = 0;
  server.use(
    http.get(cashierRoutes.payment, ({ params }) => {
      const status = statuses[Math.min(asked, statuses.length - 1)] ?? 404;
      asked += 1;
      if (status === 404) {
        return HttpResponse.json(
          { error: { type: 'request_error', message: 'No such payment.' } },
          { status: 404 },
        );
      }
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

/** Two cashiers on one page, each in its own region: `main` first, then `sidebar`. */
function renderTwoCashiers() {
  const regions = ['main', 'sidebar'].map((id) => {
    const container = document.body.appendChild(document.createElement('div'));
    const rendered = renderWithProviders(<Cashier />, { id, container });
    return { ...rendered, region: within(container) };
  });
  const [main, sidebar] = regions;
  if (!main || !sidebar) throw new Error('Two cashiers were rendered.');
  return { main, sidebar };
}

describe('coming back from a provider', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('gives the receipt of the payment: reference, method, amount, fee, total paid and time', async () => {
    keepPendingRedirect(
      {
        paymentId: 'pay_back',
        action: 'deposit',
        methodId: 'card',
        methodName: 'Credit or debit card',
        amount: '23.02',
        currency: 'EUR',
        leftAt: Date.now(),
        fee: '0.58',
        total: '23.60',
      },
      DEFAULT_CASHIER_ID,
    );
    answerPayment('success');
    renderWithProviders(<Cashier />);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    const rows = within(receipt)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(rows.slice(0, 5)).toEqual([
      'Amount: €23.02',
      'Fee: €0.58',
      'Total paid: €23.60',
      'Method: Credit or debit card',
      'Reference: pay_back',
    ]);
    expect(rows[5]).toMatch(/^Time: .+/);
  });

  it('shows the payment the player left for, not an empty form, until they go on', async () => {
    cameBackFrom();
    answerPayment('success');
    const { user } = renderWithProviders(<Cashier />);

    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence('Credit or debit card, €23.02: the provider confirmed your payment.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment complete');
    expect(screen.queryByRole('radio', { name: /Credit or debit card/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('says it is pending while the back end says so, offering another payment (it is inside the cashier)', async () => {
    cameBackFrom();
    answerPayment('pending');
    renderWithProviders(<Cashier />);
    expect(
      await screen.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make another payment' })).toBeInTheDocument();
    expect(screen.queryByText(/Back to the cashier/)).not.toBeInTheDocument();
  });

  it('announces a failed payment as an alert, with support as a way forward', async () => {
    cameBackFrom();
    answerPayment('failed');
    renderWithProviders(<Cashier />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not completed');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was charged');
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
  });

  it('says so when the payment cannot be checked, and checks again on request', async () => {
    cameBackFrom();
    const payment = answerPayment(404, 'success');
    const { user } = renderWithProviders(<Cashier />);
    expect(await screen.findByText("We couldn't check this payment")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(payment.asked()).toBeGreaterThanOrEqual(2);
  });

  it('shows the cashier as usual when no payment was kept', async () => {
    renderWithProviders(<Cashier />);
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeInTheDocument();
    expect(screen.queryByText("Welcome back: we're confirming your payment")).toBeNull();
  });

  it('keeps a followed redirect for the way back (no field value), and a refused one not at all', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirectTo = (redirectUrl: string) => {
      server.use(
        http.post(cashierRoutes.payments, () =>
          HttpResponse.json({ status: 'user_redirected', paymentId: 'pay_away', redirectUrl }),
        ),
      );
    };

    redirectTo('javascript:alert(1)');
    const refused = await openCardForm();
    await fillValidCard(refused.user);
    await refused.user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    refused.unmount();

    redirectTo('http://localhost:3000/mock-provider/redirect.html');
    const followed = await openCardForm();
    await fillValidCard(followed.user);
    await followed.user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await expect.poll(() => assign).toHaveBeenCalledTimes(1);
    expect(readPendingRedirect(DEFAULT_CASHIER_ID)).toMatchObject({
      paymentId: 'pay_away',
      action: 'deposit',
      methodId: 'card',
      methodName: 'Credit or debit card',
      amount: '50.00',
      currency: 'EUR',
    });
    const kept = sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '';
    expect(kept).not.toContain(TEST_CARD);
    expect(kept).not.toContain('123"');
  });
});

describe('coming back to a page with two cashiers', () => {
  it('shows the payment in the cashier the player left, the other as usual, until they go on', async () => {
    cameBackFrom('pay_sidebar', 'sidebar');
    answerPayment('success');
    const { main, sidebar } = renderTwoCashiers();

    expect(await sidebar.region.findByText('Payment complete')).toBeInTheDocument();
    expect(
      await main.region.findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(main.region.queryByText('Payment complete')).toBeNull();
    expect(sidebar.region.queryByRole('radio', { name: /Credit or debit card/ })).toBeNull();
    expect(readPendingRedirect('sidebar')).toMatchObject({ paymentId: 'pay_sidebar' });

    await sidebar.user.click(sidebar.region.getByRole('button', { name: 'Make another payment' }));
    expect(
      await sidebar.region.findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('leaves the payment kept for the cashier that kept it: after a reload it still shows there', async () => {
    cameBackFrom('pay_sidebar', 'sidebar');
    answerPayment('pending');
    const first = renderTwoCashiers();
    expect(
      await first.main.region.findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(
      await first.sidebar.region.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
    first.main.unmount();
    first.sidebar.unmount();
    document.body.replaceChildren();

    // The page again: the sidebar cashier still has its payment to show.
    const again = renderTwoCashiers();
    expect(
      await again.sidebar.region.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
    expect(
      await again.main.region.findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(again.main.region.queryByText("Welcome back: we're confirming your payment")).toBeNull();
  });

  it('shows a payment kept before cashiers were named in the default cashier only', async () => {
    // As kept before: no cashier named.
    const payment = {
      paymentId: 'pay_old',
      action: 'deposit',
      methodId: 'card',
      methodName: 'Credit or debit card',
      amount: '23.02',
      currency: 'EUR',
      leftAt: Date.now(),
    };
    sessionStorage.setItem(PENDING_REDIRECT_KEY, JSON.stringify(payment));
    answerPayment('success');
    const { main, sidebar } = renderTwoCashiers();
    expect(await main.region.findByText('Payment complete')).toBeInTheDocument();
    expect(
      await sidebar.region.findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(sidebar.region.queryByText('Payment complete')).toBeNull();
  });

  it('keeps a redirect as the payment of the cashier it was made in', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json({
          status: 'user_redirected',
          paymentId: 'pay_away',
          redirectUrl: 'http://localhost:3000/mock-provider/redirect.html',
        }),
      ),
    );
    const { user } = await openCardForm({ id: 'sidebar' });
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await expect.poll(() => assign).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '{}')).toMatchObject({
      paymentId: 'pay_away',
      cashierId: 'sidebar',
    });
    expect(readPendingRedirect(DEFAULT_CASHIER_ID)).toBeNull();
  });
});
