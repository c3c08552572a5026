import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCashier, renderWithProviders } from '@testing/render';
import { type LivePayments, createLivePayments } from '@mocks/backend/live';
import { liveLink } from '@mocks/backend/liveLink';
import { createHandlers, defaultCatalog } from '@mocks/handlers';
import { server } from '@mocks/node';
import type { TokenRequestReason } from '@store/connection';
import { selectSessionStatus, sessionEnded, sessionExpired, sessionRenewed } from '@store/session';
import { Cashier } from '@features/cashier/Cashier';
import { liveConnectionChanged, paymentStatusUpdated } from '@features/payments/model/events';
import { recordActions } from '@testing/recordActions';
import { disposeAfterTest } from '@testing/disposeAfterTest';
import { makeStore } from '@/app/store';
import { startCashierLiveUpdates } from './cashierLiveUpdates';

let live: LivePayments;

beforeEach(() => {
  live = createLivePayments({ settleAfterMs: 40 });
  server.use(...createHandlers(defaultCatalog, { live }));
});
afterEach(() => {
  vi.useRealTimers();
  live.dispose();
  vi.restoreAllMocks();
});

/**
 * The test's clock for the socket's timers (its backoff reads `setTimeout` when it schedules): it
 * runs on like a real one, and "nothing follows" is checked by moving it past every retry a
 * backoff could schedule, not by waiting.
 */
function takeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** Past the longest backoff (common/lib/reconnectingSocket.ts caps it at 30 s). */
const PAST_EVERY_RETRY_MS = 60_000;

/** Settlements wait for the test (`settlePending`), so a slow machine cannot skip "pending". */
function settleByHand() {
  live.dispose();
  live = createLivePayments({ settleAfterMs: 3_600_000 });
  server.use(...createHandlers(defaultCatalog, { live }));
}

/** The back end settles the one pending payment now, by its amount rule, and pushes it. */
function settlePending() {
  const [payment] = live.pending();
  expect(payment).toBeDefined();
  live.settle(payment?.id ?? '');
}

function renderCashier() {
  const { actions, middleware: recorder } = recordActions();
  // The cashier factory opens the socket (src/app/createCashier.ts); the screen only shows it.
  const view = renderWithProviders(<Cashier />, { middleware: [recorder], liveUpdates: true });
  const connectionChanges = () =>
    actions.filter(liveConnectionChanged.match).map((action) => action.payload);
  const statusUpdates = () =>
    actions.filter(paymentStatusUpdated.match).map((action) => action.payload);
  return { ...view, connectionChanges, statusUpdates };
}

/** The socket alone, started by a cashier with nothing rendered: what the connection tests look at. */
function startSocket() {
  const { actions, middleware: recorder } = recordActions();
  const cashier = createTestCashier({ middleware: [recorder], liveUpdates: true });
  const connectionChanges = () =>
    actions.filter(liveConnectionChanged.match).map((action) => action.payload);
  const statusUpdates = () =>
    actions.filter(paymentStatusUpdated.match).map((action) => action.payload);
  return { cashier, connectionChanges, statusUpdates };
}

async function depositBitcoin(user: ReturnType<typeof renderCashier>['user'], amount: string) {
  await user.selectOptions(await screen.findByLabelText('Currency'), 'BTC');
  await user.click(await screen.findByRole('radio', { name: /^Bitcoin/ }));
  await user.type(await screen.findByLabelText(/^Amount/), amount);
  await user.click(screen.getByRole('button', { name: /^Deposit/ }));
}

describe('live payment updates', () => {
  it('turns a pending crypto deposit into a confirmed one when the back end pushes its status', async () => {
    settleByHand();
    const { user, statusUpdates } = renderCashier();
    await depositBitcoin(user, '0.0125');

    // The submit answer: accepted, not final.
    const pending = await screen.findByText(
      /Send 0\.01250000 BTC to the deposit address shown/,
      {},
    );
    const region = pending.closest('[role="status"]');
    expect(region).not.toBeNull();
    settlePending();

    // The pushed status replaces it in the same polite live region, so it is announced.
    await waitFor(() => {
      expect(region).toHaveTextContent('Deposit confirmed');
    });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region as HTMLElement).getByText(/deposit of .*0\.0125.* has been credited/));
    expect(screen.queryByText(/Send 0\.01250000 BTC/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make another payment' })).toBeInTheDocument();
    expect(statusUpdates()).toEqual([
      {
        paymentId: expect.stringMatching(/^pay_/) as unknown,
        status: 'success',
        action: 'deposit',
        methodId: 'bitcoin',
        amount: '0.01250000',
        currency: 'BTC',
      },
    ]);
  });

  it('announces a pending deposit that failed as an alert', async () => {
    settleByHand();
    const { user } = renderCashier();
    await depositBitcoin(user, '0.0066');
    await screen.findByText(/Send 0\.00660000 BTC/);
    settlePending();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deposit failed');
    expect(alert).toHaveTextContent(/Nothing was credited/);
  });

  it('reports the connection, its loss when the server closes it, and the reconnection', async () => {
    const { connectionChanges } = startSocket();
    await waitFor(() => {
      expect(connectionChanges()).toEqual([{ connected: true, attempt: 0 }]);
    });

    for (const client of liveLink.clients) client.close(1012, 'service restart');

    await waitFor(() => {
      expect(connectionChanges()).toEqual([
        { connected: true, attempt: 0 },
        { connected: false, attempt: 1 },
        { connected: true, attempt: 1 },
      ]);
    });
  });

  it('opens a new socket at once on a page restored from the back-forward cache', async () => {
    const { connectionChanges } = startSocket();
    await waitFor(() => {
      expect(connectionChanges()).toEqual([{ connected: true, attempt: 0 }]);
    });
    const first = new Event('pageshow');
    Object.defineProperty(first, 'persisted', { value: false });
    window.dispatchEvent(first);
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    // The old socket closed by the cashier itself (no loss reported), a new one opened.
    await waitFor(() => {
      expect(connectionChanges()).toEqual([
        { connected: true, attempt: 0 },
        { connected: true, attempt: 0 },
      ]);
    });
  });

  it('still delivers an update that settled while it was reconnecting', async () => {
    settleByHand();
    const { user, connectionChanges } = renderCashier();
    await depositBitcoin(user, '0.0125');
    await screen.findByText(/Send 0\.01250000 BTC/);
    // The server drops the client, then the payment settles: the update waits for the client.
    for (const client of liveLink.clients) client.close(1012, 'service restart');
    await waitFor(() => {
      expect(connectionChanges()).toContainEqual({ connected: false, attempt: 1 });
    });
    settlePending();
    expect(await screen.findByText('Deposit confirmed')).toBeVisible();
    expect(connectionChanges().at(-1)).toEqual({ connected: true, attempt: 1 });
  });

  it('ignores malformed messages with a warning and keeps the valid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const valid = {
      type: 'payment.updated',
      payment: {
        id: 'pay_valid',
        status: 'success',
        action: 'deposit',
        methodId: 'bitcoin',
        amount: '0.5',
        currency: 'BTC',
        updatedAt: '2026-05-01T12:00:00Z',
      },
    };
    server.use(
      liveLink.addEventListener('connection', ({ client }) => {
        client.send('not json');
        client.send(JSON.stringify({ ...valid, payment: { ...valid.payment, amount: 0.5 } }));
        client.send(JSON.stringify({ type: 'payment.deleted', id: 'pay_valid' }));
        client.send(JSON.stringify(valid));
      }),
    );
    const { statusUpdates } = startSocket();
    await waitFor(() => {
      expect(statusUpdates()).toHaveLength(1);
    });
    expect(statusUpdates()[0]).toMatchObject({ paymentId: 'pay_valid', amount: '0.5' });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Live updates: ignored a message that is not JSON.',
      'Live updates: ignored a malformed message (payment.amount).',
      'Live updates: ignored a malformed message (type).',
    ]);
  });

  it('closes the socket for good when the cashier is disposed', async () => {
    const closeCodes: number[] = [];
    let connections = 0;
    server.use(
      liveLink.addEventListener('connection', ({ client }) => {
        connections += 1;
        client.addEventListener('close', (event) => {
          closeCodes.push(event.code);
        });
      }),
    );
    takeTheClock();
    const { connectionChanges, unmount, cashier } = renderCashier();
    await waitFor(() => {
      expect(connectionChanges()).toHaveLength(1);
    });
    unmount();
    cashier.dispose();
    await waitFor(() => {
      expect(closeCodes).toEqual([1000]);
    });
    // No reconnection follows, however long.
    await vi.advanceTimersByTimeAsync(PAST_EVERY_RETRY_MS);
    expect(connections).toBe(1);
    expect(connectionChanges()).toHaveLength(1);
  });

  it('opens no socket when the cashier is disposed before the socket code has loaded', async () => {
    let connections = 0;
    server.use(
      liveLink.addEventListener('connection', () => {
        connections += 1;
      }),
    );
    const first = recordActions();
    // The socket's code is a chunk of its own, loaded as the cashier starts: dispose it first.
    createTestCashier({ middleware: [first.middleware], liveUpdates: true }).dispose();
    // A second cashier loads the same code after it and connects: by then the first would have too.
    const second = recordActions();
    const cashier = createTestCashier({ middleware: [second.middleware], liveUpdates: true });
    await waitFor(() => {
      expect(
        second.actions.filter(liveConnectionChanged.match).map((action) => action.payload),
      ).toEqual([{ connected: true, attempt: 0 }]);
    });
    expect(connections).toBe(1);
    expect(first.actions.filter(liveConnectionChanged.match)).toEqual([]);
    cashier.dispose();
  });

  it("asks for the socket's code only once the API is attached, in a task after it", async () => {
    const store = makeStore({ apiLater: true });
    disposeAfterTest(store.dispose);
    const order: string[] = [];
    let attach: (() => void) | undefined;
    vi.spyOn(store.api, 'ready').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          attach = () => {
            order.push('attached');
            resolve();
          };
        }),
    );
    const load = vi.fn(() => {
      order.push('socket code');
      return new Promise<never>(() => undefined);
    });
    const stop = startCashierLiveUpdates(store, { load });
    await expect.poll(() => attach).toBeDefined();
    expect(load).not.toHaveBeenCalled();
    attach?.();
    await expect.poll(() => order).toEqual(['attached', 'socket code']);
    stop();
  });

  it('opens no socket for a cashier built without live updates', async () => {
    let connections = 0;
    server.use(
      liveLink.addEventListener('connection', () => {
        connections += 1;
      }),
    );
    const { actions, middleware: recorder } = recordActions();
    const without = createTestCashier({ middleware: [recorder], liveUpdates: false });
    // A cashier with live updates, built after it, connects: by then the first would have too.
    const { cashier, connectionChanges } = startSocket();
    await waitFor(() => {
      expect(connectionChanges()).toEqual([{ connected: true, attempt: 0 }]);
    });
    expect(connections).toBe(1);
    expect(actions.filter(liveConnectionChanged.match)).toEqual([]);
    cashier.dispose();
    without.dispose();
  });

  it('reports the connection lost when its code fails to load, and connects once a later load works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 2;
    const load = () =>
      failures-- > 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('./connectLiveUpdates');
    const { actions, middleware: recorder } = recordActions();
    createTestCashier({ middleware: [recorder], liveUpdates: { load, retryDelayMs: 20 } });
    const connectionChanges = () =>
      actions.filter(liveConnectionChanged.match).map((action) => action.payload);
    await waitFor(() => {
      expect(connectionChanges()).toEqual([
        { connected: false, attempt: 0 },
        { connected: true, attempt: 0 },
      ]);
    });
    // Each failed load is logged; the lost connection is reported once.
    expect(errors.mock.calls.map(([message]) => message as unknown)).toEqual([
      'Live updates failed to load:',
      'Live updates failed to load:',
    ]);
  });
});

/**
 * The socket alone (nothing rendered: the cashier factory opens it) in a bearer cashier whose host hands out `tokens` in turn (`start` first, then
 * one per `expired`): no request is made, so every renewal is the socket's. The host element hears
 * the spi-session-* events; the back end's side records each handshake's token.
 */
function startBearerSocket(tokens: (string | null)[]) {
  const getToken = vi.fn((_reason: TokenRequestReason) => tokens.shift() ?? null);
  const handshakeTokens: (string | null)[] = [];
  server.use(
    liveLink.addEventListener('connection', ({ client }) => {
      handshakeTokens.push(client.url.searchParams.get('access_token'));
    }),
  );
  const host = document.createElement('div');
  document.body.append(host);
  const hostEvents: string[] = [];
  for (const name of ['spi-session-expired', 'spi-session-ended']) {
    host.addEventListener(name, () => hostEvents.push(name));
  }
  const { actions, middleware: recorder } = recordActions();
  const cashier = createTestCashier({
    eventTarget: host,
    middleware: [recorder],
    connection: { credentials: 'bearer', getToken },
    liveUpdates: true,
  });
  const sessionTypes: string[] = [sessionExpired.type, sessionRenewed.type, sessionEnded.type];
  const sessionActions = () => actions.filter((action) => sessionTypes.includes(action.type));
  const connectionChanges = () =>
    actions.filter(liveConnectionChanged.match).map((action) => action.payload);
  return {
    store: cashier.store,
    actions,
    getToken,
    handshakeTokens,
    hostEvents,
    sessionActions,
    connectionChanges,
  };
}

describe('live updates with an expired bearer token', () => {
  it('asks the host for a new token when the server closes with 4401, and reconnects with it', async () => {
    // The mock back end closes a handshake whose access_token starts with "expired" with 4401.
    const view = startBearerSocket(['expired-1', 'fresh-2']);
    const { actions, getToken, handshakeTokens, hostEvents, sessionActions, connectionChanges } =
      view;
    await waitFor(() => {
      expect(sessionActions()).toEqual([
        sessionExpired({ credentials: 'bearer' }),
        sessionRenewed(),
      ]);
    });
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
    expect(handshakeTokens).toEqual(['expired-1', 'fresh-2']);
    expect(hostEvents).toEqual(['spi-session-expired']);
    expect(selectSessionStatus(view.store.getState())).toBe('active');
    expect(connectionChanges().at(-1)).toEqual({ connected: true, attempt: 1 });
    // Tokens stay out of the store's actions (and so out of its state and the host's events).
    expect(JSON.stringify(actions)).not.toMatch(/expired-1|fresh-2/);
  });

  it('ends the session as a request would when the host has no new token, and stops reconnecting', async () => {
    takeTheClock();
    const { getToken, handshakeTokens, hostEvents, store } = startBearerSocket(['expired-1', null]);
    await waitFor(() => {
      expect(hostEvents).toEqual(['spi-session-expired', 'spi-session-ended']);
    });
    expect(selectSessionStatus(store.getState())).toBe('ended');
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
    // No reconnection follows, however long.
    await vi.advanceTimersByTimeAsync(PAST_EVERY_RETRY_MS);
    expect(handshakeTokens).toEqual(['expired-1']);
  });

  it('reconnects with a token a request renewed in the meantime', async () => {
    const { getToken, handshakeTokens, connectionChanges, store } = startBearerSocket([
      'valid-1',
      'valid-2',
    ]);
    await waitFor(() => {
      expect(connectionChanges()).toEqual([{ connected: true, attempt: 0 }]);
    });
    // What the base query does on a request's 401 (store/baseQuery.ts).
    await act(async () => {
      expect(await store.connection.renew()).toBe(true);
    });
    for (const client of liveLink.clients) client.close(1012, 'service restart');
    await waitFor(() => {
      expect(handshakeTokens).toEqual(['valid-1', 'valid-2']);
    });
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
  });

  it('opens a new socket once the session is back', async () => {
    const { handshakeTokens, hostEvents, store } = startBearerSocket(['expired-1', null]);
    await waitFor(() => {
      expect(hostEvents).toContain('spi-session-ended');
    });
    // What the base query dispatches when a request is answered again (store/baseQuery.ts).
    act(() => {
      store.dispatch(sessionRenewed());
    });
    await waitFor(() => {
      expect(handshakeTokens).toHaveLength(2);
    });
  });
});
