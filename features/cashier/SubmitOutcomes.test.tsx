import { screen } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from './Cashier';
import { navigation } from '@features/checkout/navigation';
import { PAYMENT_ERROR_STATUSES, PAYMENT_ERROR_TYPES } from '@contract/payments/lists';
import { fillValidCard, openCardForm } from '@testing/cashier';

function answerSubmitWith(body: JsonBodyType, status = 200) {
  server.use(http.post(cashierRoutes.payments, () => HttpResponse.json(body, { status })));
}

async function submitCard() {
  const { user } = await openCardForm();
  await fillValidCard(user);
  await user.click(screen.getByRole('button', { name: /^Deposit/ }));
  return user;
}

/** What the player reads for each payment error status and type (the en catalog's words). */
const STATUS_TEXT = {
  DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND: [
    /No payment provider is available/,
    'Choose another method',
  ],
  PATCH_PLAYER_FIELDS_ERROR: [/couldn't save your details/, 'Try again'],
  INITIATE_INVOICE_ERROR: [/payment couldn't be started/, 'Try again'],
  PAYMENT_PROCESSING_ERROR: [/payment was declined/, 'Choose another method'],
  FINTEQHUB_SEAMLESS_UNKNOWN_ERROR: [/provider reported an error/, 'Choose another method'],
  RENDER_ERROR: [/form couldn't be displayed/, 'Choose another method'],
  VALIDATE_PROFILE_ERROR: [/profile details are missing/, 'Complete your details'],
  NETWORK_ERROR: [/couldn't reach the payment service/, 'Try again'],
  INSUFFICIENT_WITHDRAWABLE_BALANCE: [/more than you can cash out/, 'Review the form'],
} as const;

const TYPE_TEXT = {
  unknown_error: [/Something went wrong on our side/, 'Try again'],
  request_error: [/request couldn't be completed/, 'Try again'],
  params_error: [/need your attention/, 'Review the form'],
  pop_up: [/window was blocked/, 'Try again'],
  verification_required: [/needs to be verified/, 'Contact support'],
  responsible_gambling: [/responsible gambling settings don't allow/, 'Contact support'],
} as const;

describe('submit outcomes', () => {
  it.each(PAYMENT_ERROR_STATUSES)('explains %s with a next step', async (status) => {
    answerSubmitWith({ error: { type: 'request_error', status } }, 422);
    await submitCard();
    const [text, next] = STATUS_TEXT[status];
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Every refusal offers one thing to do: no dead end.
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });

  it.each(PAYMENT_ERROR_TYPES)('explains the error type %s with a next step', async (type) => {
    answerSubmitWith({ error: { type } }, 400);
    await submitCard();
    const [text, next] = TYPE_TEXT[type];
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });

  it('reports a network failure as NETWORK_ERROR, never as a payment that failed', async () => {
    server.use(http.post(cashierRoutes.payments, () => HttpResponse.error()));
    await submitCard();
    expect(await screen.findByText(/couldn't reach the payment service/)).toBeInTheDocument();
    expect(screen.getByText("We couldn't confirm your deposit")).toBeInTheDocument();
    expect(
      screen.getByText(/sending the same payment again won't charge you twice/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/didn't go through/)).not.toBeInTheDocument();
  });

  it('shows a notify message as text, never as HTML', async () => {
    answerSubmitWith({
      status: 'notify',
      paymentId: 'p',
      message: '<img src=x onerror=alert(1)>Done',
    });
    await submitCard();
    expect(await screen.findByText('<img src=x onerror=alert(1)>Done')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('explains how to install MetaMask', async () => {
    answerSubmitWith({ status: 'install_metamask' });
    await submitCard();
    expect(await screen.findByText('MetaMask is needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://metamask.io/download/' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('follows an unknown outcome by its key instead of telling it as a result', async () => {
    answerSubmitWith({ status: 'unknown', paymentId: 'pay_unknown' });
    const asked: string[] = [];
    server.use(
      http.get(cashierRoutes.payments, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('idempotencyKey') ?? '');
        return HttpResponse.json({
          paymentId: 'pay_unknown',
          status: 'success',
          action: 'deposit',
          methodId: 'card',
          amount: '50.00',
          currency: 'EUR',
        });
      }),
      http.get(cashierRoutes.payment, () =>
        HttpResponse.json({
          paymentId: 'pay_unknown',
          status: 'success',
          action: 'deposit',
          methodId: 'card',
          amount: '50.00',
          currency: 'EUR',
        }),
      ),
    );
    await submitCard();
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/pay'])(
    'refuses to follow the redirect %s',
    async (redirectUrl) => {
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      answerSubmitWith({ status: 'user_redirected', paymentId: 'p', redirectUrl });
      await submitCard();
      expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    },
  );
});

describe('redirect result', () => {
  it('navigates exactly once, however often the page re-renders', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    answerSubmitWith({
      status: 'user_redirected',
      paymentId: 'p',
      redirectUrl: 'https://psp.example/x',
    });
    const view = await openCardForm();
    await fillValidCard(view.user);
    await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
    view.rerender(<Cashier />);
    view.rerender(<Cashier />);
    expect(assign).toHaveBeenCalledOnce();
  });
});
