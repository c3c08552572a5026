// @vitest-environment happy-dom
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '@common/lib/reconnectingSocket';
import { sessionEnded, sessionExpired, sessionRenewed } from '@store/session';
import {
  liveConnectionChanged,
  paymentStatusUpdated,
  verificationStatusChanged,
} from '@features/payments/model/events';
import { LIVE_PATH, LIVE_UNAUTHORIZED_CLOSE } from '@contract/live';
import { liveSocketUrl } from './liveProtocol';
import { type LiveUpdatesOptions, startLiveUpdates } from './startLiveUpdates';

class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onclose: ((event: CloseEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }
  close(): void {
    this.onclose = null;
  }
  opens(): void {
    this.onopen?.(new Event('open'));
  }
  fails(): void {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  says(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** The server let the handshake through, then refused its token. */
  refusesToken(): void {
    this.opens();
    this.onclose?.(
      new CloseEvent('close', { code: LIVE_UNAUTHORIZED_CLOSE, reason: 'unauthorized' }),
    );
  }
}

const last = (): FakeSocket => {
  const socket = FakeSocket.created.at(-1);
  if (!socket) throw new Error('No socket yet.');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** A frame the test runs by hand: what the live updates scheduled waits until `runFrame()`. */
function fakeFrames() {
  let waiting: (() => void) | null = null;
  return {
    schedule: (flush: () => void) => {
      waiting = flush;
      return () => {
        waiting = null;
      };
    },
    runFrame: () => {
      const flush = waiting;
      waiting = null;
      flush?.();
    },
  };
}

function start(
  options: Pick<LiveUpdatesOptions, 'url' | 'session' | 'schedule' | 'onVerification'> = {
    url: 'wss://cashier.example/live',
  },
) {
  const actions: UnknownAction[] = [];
  const stop = startLiveUpdates({
    ...options,
    dispatch: (action) => {
      actions.push(action);
      return action;
    },
    ports: { createSocket: (url) => new FakeSocket(url), random: () => 0.5, network: null },
  });
  const changes = () => actions.filter(liveConnectionChanged.match).map((a) => a.payload);
  const sessionTypes = [sessionExpired.type, sessionRenewed.type, sessionEnded.type] as string[];
  const sessionActions = () => actions.filter((action) => sessionTypes.includes(action.type));
  return { stop, changes, sessionActions, actions };
}

/** A connection whose renewals answer `answers` in turn, each success a new token (store/connection.ts). */
function bearerSession(answers: boolean[]) {
  let token = 'expired-1';
  let renewals = 0;
  const renew = vi.fn(() => {
    const renewed = answers.shift() ?? false;
    renewals += 1;
    if (renewed) token = `fresh-${String(renewals)}`;
    return Promise.resolve(renewed);
  });
  return {
    url: (current: string | null) => `wss://cashier.example/live?access_token=${current ?? ''}`,
    session: { credentials: 'bearer' as const, renew, token: () => Promise.resolve(token) },
    renew,
    /** A request's 401 renewed the token (without this socket asking). */
    renewedElsewhere: (next: string) => {
      token = next;
    },
  };
}

describe('startLiveUpdates', () => {
  it('reports the first outcome and then only changes, not every failed retry', () => {
    const { stop, changes } = start();
    last().fails();
    vi.advanceTimersByTime(500);
    last().fails();
    vi.advanceTimersByTime(1000);
    last().opens();
    expect(changes()).toEqual([
      { connected: false, attempt: 1 },
      { connected: true, attempt: 2 },
    ]);
    stop();
  });

  it('reports nothing after stop()', () => {
    const { stop, changes } = start();
    last().opens();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(changes()).toEqual([{ connected: true, attempt: 0 }]);
    expect(FakeSocket.created).toHaveLength(1);
  });
});

describe('startLiveUpdates when the server refuses the token (4401)', () => {
  it('renews the session once and reconnects at once with the new token', async () => {
    const { url, session, renew } = bearerSession([true]);
    const { stop, changes, sessionActions } = start({ url, session });
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe('wss://cashier.example/live?access_token=expired-1');
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([
      'wss://cashier.example/live?access_token=expired-1',
      'wss://cashier.example/live?access_token=fresh-1',
    ]);
    last().opens();
    last().says('{"type":"hello","protocol":1}');
    expect(sessionActions()).toEqual([sessionExpired({ credentials: 'bearer' }), sessionRenewed()]);
    expect(changes()).toEqual([
      { connected: true, attempt: 0 },
      { connected: false, attempt: 1 },
      { connected: true, attempt: 1 },
    ]);
    stop();
  });

  it('gives up with session/ended when no new session comes', async () => {
    const { url, session, renew } = bearerSession([false]);
    const { changes, sessionActions } = start({ url, session });
    await vi.advanceTimersByTimeAsync(0);
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.created).toHaveLength(1);
    expect(sessionActions()).toEqual([sessionExpired({ credentials: 'bearer' }), sessionEnded()]);
    expect(changes()).toEqual([
      { connected: true, attempt: 0 },
      { connected: false, attempt: 0 },
    ]);
  });

  it('does not loop when the renewed token is refused as well: session/ended', async () => {
    const { url, session, renew } = bearerSession([true, true, true]);
    const { sessionActions } = start({ url, session });
    await vi.advanceTimersByTimeAsync(0);
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.created).toHaveLength(2);
    expect(sessionActions()).toEqual([sessionExpired({ credentials: 'bearer' }), sessionEnded()]);
  });

  it('renews again for a later expiry, once the renewed connection was let in', async () => {
    const { url, session, renew } = bearerSession([true, true]);
    start({ url, session });
    await vi.advanceTimersByTimeAsync(0);
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    last().opens();
    last().says('{"type":"hello","protocol":1}');
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(last().url).toBe('wss://cashier.example/live?access_token=fresh-2');
  });

  it('tries a token a request renewed since the refused attempt at once, without asking again', async () => {
    const { url, session, renew, renewedElsewhere } = bearerSession([]);
    const { stop, sessionActions } = start({ url, session });
    await vi.advanceTimersByTimeAsync(0);
    renewedElsewhere('fresh-by-request');
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).not.toHaveBeenCalled();
    expect(sessionActions()).toEqual([]);
    expect(last().url).toBe('wss://cashier.example/live?access_token=fresh-by-request');
    stop();
  });

  it('retries a 4401 with the backoff when it has no session to renew', async () => {
    const { stop } = start({ url: 'wss://cashier.example/live' });
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.created).toHaveLength(2);
    stop();
  });

  it('dispatches nothing about the session after stop() during a renewal', async () => {
    let answer: (renewed: boolean) => void = () => undefined;
    const session = {
      credentials: 'bearer' as const,
      renew: () => new Promise<boolean>((resolve) => (answer = resolve)),
      token: () => Promise.resolve('expired-1'),
    };
    const { stop, sessionActions } = start({ url: 'wss://cashier.example/live', session });
    last().refusesToken();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    answer(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sessionActions()).toEqual([sessionExpired({ credentials: 'bearer' })]);
    expect(FakeSocket.created).toHaveLength(1);
  });
});

const paymentMessage = (id: string, status: string, amount: string) =>
  JSON.stringify({
    type: 'payment.updated',
    payment: {
      id,
      status,
      action: 'deposit',
      methodId: 'card',
      amount,
      currency: 'EUR',
      updatedAt: '2026-01-01T10:00:00.000Z',
    },
  });
const verificationMessage = (status: string) =>
  JSON.stringify({ type: 'player.verification', verification: { status } });

describe('startLiveUpdates under a flood of messages', () => {
  it('turns 10 000 verification messages in a frame into one update, the last one', () => {
    const frames = fakeFrames();
    const onVerification = vi.fn();
    const { stop, actions } = start({
      url: 'wss://cashier.example/live',
      ...frames,
      onVerification,
    });
    last().opens();
    for (let i = 0; i < 9_999; i += 1)
      last().says(verificationMessage(i % 2 ? 'pending' : 'required'));
    last().says(verificationMessage('verified'));
    expect(actions.filter(verificationStatusChanged.match)).toEqual([]);
    frames.runFrame();
    expect(actions.filter(verificationStatusChanged.match).map((a) => a.payload)).toEqual([
      { status: 'verified', source: 'live' },
    ]);
    expect(onVerification.mock.calls).toEqual([[{ status: 'verified' }]]);
    stop();
  });

  it('keeps the latest status of each payment and dispatches once per payment per frame', () => {
    const frames = fakeFrames();
    const { stop, actions } = start({ url: 'wss://cashier.example/live', ...frames });
    last().opens();
    for (let frame = 0; frame < 4; frame += 1) {
      for (let i = 0; i < 2_500; i += 1) {
        last().says(
          paymentMessage(
            `pay-${String(i % 3)}`,
            'pending',
            `${String(frame)}.${String(i % 100).padStart(2, '0')}`,
          ),
        );
      }
      frames.runFrame();
    }
    last().says(paymentMessage('pay-1', 'success', '23.02'));
    frames.runFrame();
    const updates = actions.filter(paymentStatusUpdated.match).map((a) => a.payload);
    // 4 frames × 3 payments, then the one that settled: not 10 001 dispatches.
    expect(updates).toHaveLength(13);
    expect(updates.at(-1)).toMatchObject({
      paymentId: 'pay-1',
      status: 'success',
      amount: '23.02',
    });
    expect(updates.slice(9, 12).map((update) => [update.paymentId, update.amount])).toEqual([
      ['pay-1', '3.97'],
      ['pay-2', '3.98'],
      ['pay-0', '3.99'],
    ]);
    stop();
  });

  it('delivers nothing that was waiting when it is stopped', () => {
    const frames = fakeFrames();
    const { stop, actions } = start({ url: 'wss://cashier.example/live', ...frames });
    last().opens();
    last().says(paymentMessage('pay-1', 'success', '5.00'));
    stop();
    frames.runFrame();
    expect(actions.filter(paymentStatusUpdated.match)).toEqual([]);
  });

  it('reaches the store by itself at the next frame with the default scheduler', () => {
    const { stop, actions } = start();
    last().opens();
    last().says(paymentMessage('pay-1', 'success', '5.00'));
    expect(actions.filter(paymentStatusUpdated.match)).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(actions.filter(paymentStatusUpdated.match).map((a) => a.payload.status)).toEqual([
      'success',
    ]);
    stop();
  });
});

describe('liveSocketUrl', () => {
  it('uses wss: for an https API and ws: for http', () => {
    expect(liveSocketUrl('https://cashier.example')).toBe(`wss://cashier.example${LIVE_PATH}`);
    expect(liveSocketUrl('http://127.0.0.1:4173')).toBe(`ws://127.0.0.1:4173${LIVE_PATH}`);
  });
});
