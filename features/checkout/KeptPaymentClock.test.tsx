import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderWithProviders } from '@testing/render';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { Cashier } from '@features/cashier/Cashier';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { navigation } from './navigation';
import { PENDING_REDIRECT_KEY, keepPendingRedirect } from './pendingRedirectStore';

// The back end's time; the player's clock is two days off it.
const SERVER_NOW = Date.parse('2026-11-25T13:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const TWO_DAYS_MS = 48 * HOUR_MS;
const serverDate = { Date: new Date(SERVER_NOW).toUTCString() };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a kept payment on the back end's clock", () => {
  it("is shown on return, kept an hour ago, with the player's clock two days ahead", async () => {
    keepPendingRedirect(
      {
        paymentId: 'pay_back',
        action: 'deposit',
        methodId: 'card',
        methodName: 'Credit or debit card',
        amount: '23.02',
        currency: 'EUR',
        leftAt: SERVER_NOW - HOUR_MS,
      },
      DEFAULT_CASHIER_ID,
    );
    vi.setSystemTime(SERVER_NOW + TWO_DAYS_MS);
    server.use(
      http.get(cashierRoutes.payment, () =>
        HttpResponse.json(
          {
            paymentId: 'pay_back',
            status: 'success',
            action: 'deposit',
            methodId: 'card',
            amount: '23.02',
            currency: 'EUR',
          } satisfies PaymentStatus,
          { headers: serverDate },
        ),
      ),
    );
    renderWithProviders(<Cashier />);
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
  });

  it("records the back end's time when the player leaves for a provider, not the device's", async () => {
    vi.setSystemTime(SERVER_NOW - TWO_DAYS_MS);
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          {
            status: 'user_redirected',
            paymentId: 'pay_away',
            redirectUrl: 'http://localhost:3000/mock-provider/redirect.html',
          },
          { headers: serverDate },
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await expect.poll(() => sessionStorage.getItem(PENDING_REDIRECT_KEY)).not.toBeNull();
    const kept = JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? '{}') as {
      leftAt: number;
    };
    // Within the Date header's second (and the test's own few ms), two days from the device's.
    expect(Math.abs(kept.leftAt - SERVER_NOW)).toBeLessThan(5_000);
  });
});

describe("a receipt's time on the back end's clock", () => {
  it("is the back end's time of the answer, not the device's two days ahead", async () => {
    vi.setSystemTime(SERVER_NOW + TWO_DAYS_MS);
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          { status: 'notify', paymentId: 'pay_now', message: 'Done' },
          { headers: serverDate },
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    const shown = within(receipt).getByText((_, element) => element?.tagName === 'TIME');
    const at = Date.parse(shown.getAttribute('datetime') ?? '');
    expect(Math.abs(at - SERVER_NOW)).toBeLessThan(5_000);
  });
});
