// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { useFreshBackend } from '@mocks/testing';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { FRAME_LOAD_TIMEOUT_MS } from '@features/checkout/ProviderFrameDialog';
import { navigation } from '@features/checkout/navigation';
import { RETURN_POLL_MS } from '@features/checkout/PaymentReturn';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { readPendingRedirect } from '@features/checkout/pendingRedirect';
import { PENDING_REDIRECT_KEY } from '@features/checkout/pendingRedirectStore';
import type { RenderWithProvidersOptions } from '@testing/render';
import { TEST_CARD, fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

const PROVIDER_PAGE = 'https://acs.example/no-frame?id=pay_noframe';

/** The submit answers `iframe_opened` with `iframeUrl`. */
function answerIframe(iframeUrl: string) {
  server.use(
    http.post(cashierRoutes.payments, () =>
      HttpResponse.json({ status: 'iframe_opened', paymentId: 'pay_noframe', iframeUrl }),
    ),
  );
}

/** `getPayment` answers these statuses, one per request, the last one repeated. */
function answerPayment(...statuses: PaymentStatus['status'][]) {
  let asked = 0;
  server.use(
    http.get(cashierRoutes.payment, ({ params }) => {
      const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'pending';
      asked += 1;
      return HttpResponse.json({
        paymentId: String(params.paymentId),
        status,
        action: 'deposit',
        methodId: 'card',
        amount: '50.00',
        currency: 'EUR',
      } satisfies PaymentStatus);
    }),
  );
}

async function submitCard(options?: RenderWithProvidersOptions) {
  const view = await openCardForm(options);
  await fillValidCard(view.user);
  await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
  return view;
}

async function waitPast(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// Whole payments typed by user-event, on a shared 2-core machine: more than the default 5 s.
describe('a provider page that cannot be framed', () => {
  beforeEach(() => {
    useFreshBackend();
    // The clock runs by itself (user-event, msw), and the test jumps it past the time limit.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('continues in a new window: keeps the payment, opens the page, and shows its status here until it settles', async () => {
    answerIframe(PROVIDER_PAGE);
    answerPayment('pending', 'success');
    const open = vi.spyOn(navigation, 'openNewWindow').mockReturnValue(true);
    const { user } = await submitCard();
    const dialog = await screen.findByRole('dialog', { name: 'Payment provider' });
    await waitPast(FRAME_LOAD_TIMEOUT_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Continue in a new window' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0].href).toBe(PROVIDER_PAGE);
    // Kept exactly as before a redirect: ids, amount and method name, never a field value.
    expect(readPendingRedirect(DEFAULT_CASHIER_ID)).toMatchObject({
      paymentId: 'pay_noframe',
      action: 'deposit',
      methodId: 'card',
      methodName: 'Credit or debit card',
      amount: '50.00',
      currency: 'EUR',
    });
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).not.toContain(TEST_CARD);

    // This tab shows the payment, pending, instead of the form; then as it settles.
    expect(await screen.findByText('Complete the payment in the new window')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitPast(RETURN_POLL_MS);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence('Credit or debit card, €50.00: the provider confirmed your payment.'),
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('forgets the kept payment when the player closes the dialog after the browser blocked the window', async () => {
    answerIframe(PROVIDER_PAGE);
    vi.spyOn(navigation, 'openNewWindow').mockReturnValue(false);
    const { user } = await submitCard();
    const dialog = await screen.findByRole('dialog', { name: 'Payment provider' });
    await waitPast(FRAME_LOAD_TIMEOUT_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Continue in a new window' }));
    expect(
      within(dialog).getByRole('link', { name: 'Open the payment page in a new window' }),
    ).toBeInTheDocument();
    expect(readPendingRedirect(DEFAULT_CASHIER_ID)).toMatchObject({ paymentId: 'pay_noframe' });

    await user.click(within(dialog).getByRole('button', { name: 'Close the payment window' }));
    expect(await screen.findByText('Not completed; nothing was charged')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it.each([
    ['a URL that is not http(s)', 'javascript:alert(1)', {}],
    [
      'a host the operator did not allow',
      PROVIDER_PAGE,
      { options: { allowedHosts: ['*.psp.example'] } },
    ],
  ])('never opens %s, however long the player waits', async (_what, iframeUrl, options) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open');
    const openNewWindow = vi.spyOn(navigation, 'openNewWindow');
    answerIframe(iframeUrl);
    await submitCard(options);
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    await waitPast(FRAME_LOAD_TIMEOUT_MS * 2);
    expect(screen.queryByRole('button', { name: 'Continue in a new window' })).toBeNull();
    expect(openNewWindow).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});
