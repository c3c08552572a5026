import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { cardPaymentBody, useFreshBackend } from '@mocks/testing';
import { MOCK_PLAYER_HEADER } from '@mocks/backend/player';
import { renderWithProviders } from '@testing/render';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { IDEMPOTENCY_HEADER, cashierPaths, cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { submitResponseSchema } from '@contract/payments/payment';
import { Cashier } from '@features/cashier/Cashier';
import { paymentStatusUpdated } from '@features/payments/model/events';
import { PENDING_REDIRECT_KEY, keepPendingRedirect } from './pendingRedirectStore';
import { keepInFlightPayment } from './inFlightStore';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

/** A kept card deposit as storage holds it (anyone at the keyboard can edit it). */
const kept = {
  paymentId: 'pay_kept',
  action: 'deposit',
  methodId: 'card',
  methodName: 'Credit or debit card',
  amount: '5.00',
  currency: 'EUR',
  leftAt: Date.now(),
  fee: '0.13',
  total: '5.13',
} as const;

/** The back end's answer about every payment asked for. */
function backEndSays(answer: Partial<PaymentStatus>) {
  server.use(
    http.get(cashierRoutes.payment, ({ params }) =>
      HttpResponse.json({
        paymentId: String(params.paymentId),
        status: 'success',
        action: 'deposit',
        methodId: 'card',
        amount: '23.02',
        currency: 'EUR',
        ...answer,
      } satisfies PaymentStatus),
    ),
  );
}

/** A card deposit another mock player made: its payment id and idempotency key. */
async function anotherPlayersPayment(): Promise<{ paymentId: string; key: string }> {
  const key = 'their-idempotency-key';
  const response = await fetch(new URL(cashierPaths.payments, location.origin), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
      [MOCK_PLAYER_HEADER]: 'bonus',
    },
    body: JSON.stringify(cardPaymentBody('42.42')),
  });
  const answer = submitResponseSchema.parse(await response.json());
  if (!('paymentId' in answer) || answer.paymentId === undefined) throw new Error('No payment.');
  return { paymentId: answer.paymentId, key };
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
let warn: ReturnType<typeof quiet>;
beforeEach(() => {
  warn = quiet();
});
afterEach(() => {
  sessionStorage.clear();
  warn.mockRestore();
});

describe('a kept payment is shown as the back end has it', () => {
  it("shows the back end's amount, not the kept copy's, and the kept fee not at all", async () => {
    keepPendingRedirect(kept, DEFAULT_CASHIER_ID);
    backEndSays({ amount: '23.02' });
    renderWithProviders(<Cashier />);
    expect(
      await screen.findByText(
        sentence('Credit or debit card, €23.02: the provider confirmed your payment.'),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/€5\.00|€5\.13|€0\.13/)).not.toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('€23.02')).toBeInTheDocument();
    expect(within(receipt).queryByText('€0.13')).not.toBeInTheDocument();
  });

  it('shows no amount until the back end has answered', async () => {
    keepPendingRedirect(kept, DEFAULT_CASHIER_ID);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(cashierRoutes.payment, async () => {
        await answered;
        return HttpResponse.json({
          paymentId: kept.paymentId,
          status: 'pending',
          action: 'deposit',
          methodId: 'card',
          amount: '23.02',
          currency: 'EUR',
        } satisfies PaymentStatus);
      }),
    );
    renderWithProviders(<Cashier />);
    expect(
      await screen.findByText("Welcome back: we're confirming your payment"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    answer();
    expect(
      await screen.findByText(sentence(/Credit or debit card, €23\.02\./)),
    ).toBeInTheDocument();
  });

  it("drops a kept payment id of another player's payment and shows nothing of it", async () => {
    useFreshBackend();
    const theirs = await anotherPlayersPayment();
    keepPendingRedirect({ ...kept, paymentId: theirs.paymentId }, DEFAULT_CASHIER_ID);
    renderWithProviders(<Cashier />);
    expect(await screen.findByText("We couldn't check this payment")).toBeInTheDocument();
    expect(screen.queryByText(/€42\.42|Payment complete/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `Dropped the kept payment ${theirs.paymentId}: the back end does not confirm it as this player's.`,
    );
  });

  it("drops a kept idempotency key of another player's payment: no payment of this player's", async () => {
    useFreshBackend();
    const theirs = await anotherPlayersPayment();
    const { action, methodId, methodName, amount, currency, leftAt } = kept;
    keepInFlightPayment(
      { action, methodId, methodName, amount, currency, leftAt, idempotencyKey: theirs.key },
      DEFAULT_CASHIER_ID,
    );
    renderWithProviders(<Cashier />);
    expect(await screen.findByText('This payment was not made')).toBeInTheDocument();
    expect(screen.queryByText(/€42\.42|Payment complete/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('drops a kept payment whose answer is about another payment', async () => {
    keepPendingRedirect(kept, DEFAULT_CASHIER_ID);
    backEndSays({ paymentId: 'pay_someone_else', amount: '9999.00' });
    renderWithProviders(<Cashier />);
    expect(await screen.findByText("We couldn't check this payment")).toBeInTheDocument();
    expect(screen.queryByText(/9,999|Payment complete/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});

describe('a live update must agree with the payment it names', () => {
  it('ignores and logs an update with the payment id but another action, amount and currency', async () => {
    keepPendingRedirect(kept, DEFAULT_CASHIER_ID);
    backEndSays({ status: 'pending', amount: '77.77' });
    const { store } = renderWithProviders(<Cashier />);
    expect(
      await screen.findByText(sentence(/Credit or debit card, €77\.77\./)),
    ).toBeInTheDocument();
    const update = {
      paymentId: kept.paymentId,
      methodId: 'card',
      status: 'success',
      action: 'cashout',
      amount: '9999.00',
      currency: 'USD',
    } as const;
    act(() => {
      store.dispatch(paymentStatusUpdated(update));
    });
    expect(screen.queryByText('Payment complete')).not.toBeInTheDocument();
    expect(screen.queryByText(/9,999/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      `Live updates: ignored an update of payment ${kept.paymentId} that does not match it (action, amount, currency).`,
    );
    act(() => {
      store.dispatch(
        paymentStatusUpdated({ ...update, action: 'deposit', amount: '77.770', currency: 'EUR' }),
      );
    });
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
  });

  it("ignores a cash-out update over a closed provider dialog's deposit, and takes the deposit's own", async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json({
          status: 'iframe_opened',
          paymentId: 'p_frame',
          iframeUrl: 'https://acs.example/x',
        }),
      ),
    );
    const { user, store } = await openCardForm();
    await fillValidCard(user); // a €50.00 deposit
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the payment window' }));
    await screen.findByText('Not completed; nothing was charged');
    const update = {
      paymentId: 'p_frame',
      methodId: 'card',
      status: 'success',
      action: 'cashout',
      amount: '9999.00',
      currency: 'USD',
    } as const;
    act(() => {
      store.dispatch(paymentStatusUpdated(update));
    });
    expect(screen.queryByText('Cash-out sent')).not.toBeInTheDocument();
    expect(screen.getByText('Not completed; nothing was charged')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Live updates: ignored an update of payment p_frame that does not match it (action, amount, currency).',
    );
    act(() => {
      store.dispatch(
        paymentStatusUpdated({ ...update, action: 'deposit', amount: '50.00', currency: 'EUR' }),
      );
    });
    expect(await screen.findByText('Deposit confirmed')).toBeInTheDocument();
  });
});
