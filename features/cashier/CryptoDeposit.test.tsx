import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { useFreshBackend } from '@mocks/testing';
import { clipboard } from '@common/lib/clipboard';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { Cashier } from './Cashier';
import { paymentStatusUpdated } from '@features/payments/model/events';
import { readPendingRedirect } from '@features/checkout/pendingRedirect';
import { PENDING_REDIRECT_KEY, keepPendingRedirect } from '@features/checkout/pendingRedirectStore';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const instructionsRegion = () => screen.getByRole('region', { name: 'Send your deposit' });

/** Deposits 0.0125 BTC with the catalog's Bitcoin method; resolves once the result shows. */
async function depositBitcoin() {
  const view = renderWithProviders(<Cashier />);
  const { user } = view;
  await user.selectOptions(await screen.findByLabelText('Currency'), 'BTC');
  await user.click(await screen.findByRole('radio', { name: /^Bitcoin/ }));
  await user.type(await screen.findByLabelText(/^Amount/), '0.0125');
  await user.click(screen.getByRole('button', { name: /^Deposit/ }));
  await screen.findByText('Waiting for your deposit');
  return view;
}

describe('a pending crypto deposit', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('shows the address with Copy, its QR code, the exact amount and the network, and keeps the payment for a reload', async () => {
    useFreshBackend();
    const write = vi.spyOn(clipboard, 'writeText').mockResolvedValue(true);
    const { user } = await depositBitcoin();
    const shown = within(instructionsRegion());
    expect(shown.getByLabelText('Deposit address')).toHaveValue(ADDRESS);
    expect(shown.getByText(/^BTC\s0\.01250000$/)).toBeInTheDocument();
    // The network, as a fact of its own and in the sentence on what to send.
    expect(shown.getAllByText('Bitcoin')).toHaveLength(2);
    expect(shown.getByRole('img', { name: 'QR code of the deposit address' })).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Copy address' }));
    expect(write).toHaveBeenCalledWith(ADDRESS);
    expect(await shown.findByText('Address copied.')).toBeInTheDocument();
    expect(readPendingRedirect(DEFAULT_CASHIER_ID)).toMatchObject({
      methodName: 'Bitcoin',
      currency: 'BTC',
    });
  });

  it('shows the final status and the receipt once it settles, and forgets the kept payment on "again"', async () => {
    useFreshBackend();
    const { user, store } = await depositBitcoin();
    const kept = readPendingRedirect(DEFAULT_CASHIER_ID);
    if (!kept || !('paymentId' in kept)) throw new Error('The deposit was not kept by its id.');
    act(() => {
      store.dispatch(
        paymentStatusUpdated({
          paymentId: kept.paymentId,
          status: 'success',
          action: 'deposit',
          methodId: 'bitcoin',
          amount: kept.amount,
          currency: 'BTC',
        }),
      );
    });
    expect(await screen.findByText('Deposit confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send your deposit' })).toBeNull();
    const receipt = within(screen.getByRole('region', { name: 'Receipt' }));
    expect(receipt.getByText(kept.paymentId)).toBeInTheDocument();
    expect(receipt.getByText(/^BTC\s0\.01250000$/)).toBeInTheDocument();
    // The method's fee is a range the provider settles: said as the method list says it.
    expect(receipt.getByText('Fee')).toBeInTheDocument();
    expect(receipt.getByText('Bitcoin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('shows the instructions again after a reload, as the back end gives them while pending', async () => {
    keepPendingRedirect(
      {
        paymentId: 'pay_btc',
        action: 'deposit',
        methodId: 'bitcoin',
        methodName: 'Bitcoin',
        amount: '0.01250000',
        currency: 'BTC',
        leftAt: Date.now(),
      },
      DEFAULT_CASHIER_ID,
    );
    server.use(
      http.get(cashierRoutes.payment, () =>
        HttpResponse.json({
          paymentId: 'pay_btc',
          status: 'pending',
          action: 'deposit',
          methodId: 'bitcoin',
          amount: '0.01250000',
          currency: 'BTC',
          depositInstructions: {
            address: ADDRESS,
            network: 'Bitcoin',
            amount: '0.01250000',
            currency: 'BTC',
          },
        } satisfies PaymentStatus),
      ),
    );
    renderWithProviders(<Cashier />);
    const shown = within(await screen.findByRole('region', { name: 'Send your deposit' }));
    expect(shown.getByLabelText('Deposit address')).toHaveValue(ADDRESS);
    expect(shown.getByText(/^BTC\s0\.01250000$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Receipt' })).getByText('pay_btc'),
    ).toBeInTheDocument();
  });
});
