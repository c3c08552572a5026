import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLivePayments, type LivePayments } from '@mocks/backend/live';
import { createHandlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { catalogWith, onRequest } from '@mocks/testing';
import { cashierPaths, cashierRoutes } from '@contract/paths';
import type { CatalogResult } from '@mocks/catalog/methodSchema';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { navigation } from './navigation';

/** The back end answers a €50 card deposit with `result`: a URL the cashier refuses. */
const answering = (result: CatalogResult) =>
  catalogWith((catalog) => {
    catalog.scenarios = [
      { when: { field: 'amount', equals: '50' }, respond: { result } },
      ...(catalog.scenarios ?? []),
    ];
  });

let live: LivePayments;

/** The mock back end with `result`, its live updates kept to look at. */
function backEndAnswering(result: CatalogResult) {
  live = createLivePayments({ settleAfterMs: 3_600_000 });
  server.use(...createHandlers(answering(result), { live }));
  const cancels: { url: string; body: unknown }[] = [];
  onRequest((request) => {
    if (request.method !== 'POST' || !request.url.endsWith('/cancel')) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => cancels.push({ url: request.url, body }));
  });
  return cancels;
}

/** Where the back end says a payment stands (its ledger, which the history lists too). */
async function backEndStatusOf(paymentId: string) {
  const answer = await fetch(new URL(cashierPaths.payment(paymentId), location.origin));
  return ((await answer.json()) as { status?: string }).status;
}

async function payFifty() {
  const { user } = await openCardForm();
  await fillValidCard(user);
  await user.click(screen.getByRole('button', { name: /^Deposit/ }));
}

beforeEach(() => {
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  live.dispose();
});

describe('a provider URL the cashier refuses', () => {
  it('cancels the redirected payment at the back end once and logs it once: the back end says not completed too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cancels = backEndAnswering({ status: 'user_redirected', redirectUrl: 'javascript:1' });
    await payFifty();

    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    await expect.poll(() => cancels.length).toBe(1);
    const [cancel] = cancels;
    const paymentId = decodeURIComponent(cancel?.url.split('/').at(-2) ?? '');
    expect(cancel?.body).toEqual({ reason: 'unsafe_redirect_url' });
    expect(live.pending()).toEqual([]); // nothing left to succeed later
    expect(await backEndStatusOf(paymentId)).toBe('cancelled');
    expect(
      error.mock.calls.filter(([message]) => String(message).includes('Refused')),
    ).toHaveLength(1);
    expect(screen.getByText('We stopped an unsafe redirect')).toBeInTheDocument();
  });

  it('cancels a payment whose provider frame it refused, for that reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cancels = backEndAnswering({ status: 'iframe_opened', iframeUrl: '//evil.example/3ds' });
    await payFifty();
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    await expect
      .poll(() => cancels.map(({ body }) => body))
      .toEqual([{ reason: 'unsafe_frame_url' }]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("shows the back end's final status, not a second story, when the payment had already succeeded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backEndAnswering({ status: 'user_redirected', redirectUrl: 'javascript:1' });
    server.use(
      http.post(cashierRoutes.cancelPayment, ({ params }) =>
        HttpResponse.json({
          paymentId: String(params.paymentId),
          status: 'success',
          action: 'deposit',
          methodId: 'card',
          amount: '50.00',
          currency: 'EUR',
        }),
      ),
    );
    await payFifty();
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(screen.queryByText('We stopped an unsafe redirect')).toBeNull();
  });
});
