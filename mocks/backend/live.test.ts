import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@contract/live';
import { liveMessageSchema } from '@contract/live';
import {
  DEFAULT_SETTLE_MS,
  MAX_UNDELIVERED,
  MAX_WAITING_PLAYERS,
  createLivePayments,
  openPaymentId,
  outcomeOf,
  settlesByItself,
  type SubmittedPayment,
} from './live';

const NOW = new Date('2026-05-01T12:00:00Z');

const btcDeposit: SubmittedPayment = {
  action: 'deposit',
  methodId: 'bitcoin',
  amount: '0.0125',
  currency: 'BTC',
};
const pendingAnswer = (paymentId: string) => ({
  status: 'notify',
  severity: 'info',
  message: 'Send 0.0125 BTC to the deposit address shown.',
  paymentId,
});

/** A connected client that keeps the frames it got, parsed against the client's own schema. */
function client() {
  const frames: LiveMessage[] = [];
  const send = (frame: string) => {
    frames.push(liveMessageSchema.parse(JSON.parse(frame)));
  };
  return { frames, send };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openPaymentId', () => {
  it('names the payment of an answer that is not final', () => {
    expect(openPaymentId(pendingAnswer('pay_1'))).toBe('pay_1');
    expect(openPaymentId({ status: 'unknown', paymentId: 'pay_2' })).toBe('pay_2');
    expect(openPaymentId({ status: 'user_redirected', paymentId: 'pay_3' })).toBe('pay_3');
    expect(openPaymentId({ status: 'iframe_opened', paymentId: 'pay_4' })).toBe('pay_4');
  });

  it('is null for final answers and answers without a payment id', () => {
    expect(openPaymentId({ ...pendingAnswer('pay_1'), severity: 'success' })).toBeNull();
    expect(openPaymentId({ status: 'notify', message: 'Done', paymentId: 'pay_1' })).toBeNull();
    expect(openPaymentId({ status: 'unknown' })).toBeNull();
    expect(openPaymentId({ status: 'iframe_opened' })).toBeNull();
    expect(openPaymentId(null)).toBeNull();
  });
});

describe('a held amount', () => {
  it('stays pending past the settle time until it is settled by hand', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    live.track({ ...btcDeposit, amount: '0.01990000' }, pendingAnswer('pay_held'));
    vi.advanceTimersByTime(DEFAULT_SETTLE_MS * 10);
    expect(live.pending().map((payment) => payment.id)).toEqual(['pay_held']);
    expect(live.settle('pay_held', 'success')).toBe(true);
    expect(frames.at(-1)).toMatchObject({
      type: 'payment.updated',
      payment: { id: 'pay_held', status: 'success' },
    });
  });
});

describe('settlesByItself', () => {
  it('is false only for a framed payment, which its provider page settles', () => {
    expect(settlesByItself({ status: 'iframe_opened', paymentId: 'pay_1' })).toBe(false);
    expect(settlesByItself({ status: 'user_redirected', paymentId: 'pay_1' })).toBe(true);
    expect(settlesByItself(pendingAnswer('pay_1'))).toBe(true);
  });
});

describe('outcomeOf', () => {
  it('fails amounts ending in 66 and settles the rest successfully', () => {
    expect(outcomeOf('20.66')).toBe('failed');
    expect(outcomeOf('0.0066')).toBe('failed');
    expect(outcomeOf('20.65')).toBe('success');
    expect(outcomeOf('0.0125')).toBe('success');
  });
});

describe('createLivePayments', () => {
  it('greets a client with the protocol version', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    expect(frames).toEqual([{ type: 'hello', protocol: 1 }]);
  });

  it('pushes the success of a pending deposit after the settle delay', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    const registered = live.track(btcDeposit, pendingAnswer('pay_1'));
    expect(registered).toMatchObject({ id: 'pay_1', status: 'pending' });
    expect(live.pending().map((payment) => payment.id)).toEqual(['pay_1']);

    vi.advanceTimersByTime(DEFAULT_SETTLE_MS - 1);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)).toEqual({
      type: 'payment.updated',
      payment: {
        id: 'pay_1',
        status: 'success',
        action: 'deposit',
        methodId: 'bitcoin',
        amount: '0.0125',
        currency: 'BTC',
        updatedAt: new Date(NOW.getTime() + DEFAULT_SETTLE_MS).toISOString(),
      },
    });
    expect(live.pending()).toEqual([]);
  });

  it('uses the configured delay and the amount rule for failures', () => {
    const live = createLivePayments({ settleAfterMs: 50 });
    const { frames, send } = client();
    live.connect(send);
    live.track({ ...btcDeposit, amount: '0.0066' }, pendingAnswer('pay_2'));
    vi.advanceTimersByTime(50);
    expect(frames.at(-1)).toMatchObject({ payment: { id: 'pay_2', status: 'failed' } });
  });

  it('leaves a framed payment pending until its provider page settles it', () => {
    const live = createLivePayments({ settleAfterMs: 50 });
    const { frames, send } = client();
    live.connect(send);
    live.track(btcDeposit, { status: 'iframe_opened', paymentId: 'pay_f', iframeUrl: 'x' });
    vi.runAllTimers();
    expect(frames).toHaveLength(1);
    expect(live.pending().map((payment) => payment.id)).toEqual(['pay_f']);
    expect(live.settle('pay_f', 'failed')).toBe(true);
    expect(frames.at(-1)).toMatchObject({ payment: { id: 'pay_f', status: 'failed' } });
  });

  it('registers nothing for a final answer', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    expect(live.track(btcDeposit, { ...pendingAnswer('pay_3'), severity: 'success' })).toBeNull();
    vi.runAllTimers();
    expect(frames).toHaveLength(1);
  });

  it('sends each update to every connected client and none to a disconnected one', () => {
    const live = createLivePayments({ settleAfterMs: 10 });
    const first = client();
    const second = client();
    const disconnectFirst = live.connect(first.send);
    live.connect(second.send);
    disconnectFirst();
    live.track(btcDeposit, pendingAnswer('pay_4'));
    vi.advanceTimersByTime(10);
    expect(first.frames.map((frame) => frame.type)).toEqual(['hello']);
    expect(second.frames.map((frame) => frame.type)).toEqual(['hello', 'payment.updated']);
  });

  it('keeps updates that settle while no client is connected for the next one', () => {
    const live = createLivePayments({ settleAfterMs: 10 });
    for (let index = 0; index < MAX_UNDELIVERED + 2; index += 1) {
      live.track(btcDeposit, pendingAnswer(`pay_${String(index)}`));
    }
    vi.advanceTimersByTime(10);
    const late = client();
    live.connect(late.send);
    const ids = late.frames.flatMap((frame) =>
      frame.type === 'payment.updated' ? [frame.payment.id] : [],
    );
    // The oldest two were dropped; each kept update is delivered once.
    expect(ids).toHaveLength(MAX_UNDELIVERED);
    expect(ids[0]).toBe('pay_2');
    const again = client();
    live.connect(again.send);
    expect(again.frames).toEqual([{ type: 'hello', protocol: 1 }]);
  });

  it("sends a player's updates to that player's clients only, and keeps them for that player", () => {
    const live = createLivePayments({ settleAfterMs: 10 });
    const ada = client();
    const limited = client();
    live.connect(ada.send);
    live.connect(limited.send, 'limited');
    live.track(btcDeposit, pendingAnswer('pay_ada'));
    live.track(btcDeposit, pendingAnswer('pay_limited'), 'limited');
    live.push({ type: 'player.verification', verification: { status: 'pending' } }, 'limited');
    // A player with no client now: kept for their next one, not shown to the others.
    live.push({ type: 'player.verification', verification: { status: 'verified' } }, 'coolingOff');
    vi.advanceTimersByTime(10);
    const seen = (frames: LiveMessage[]) =>
      frames.map((frame) =>
        frame.type === 'payment.updated'
          ? frame.payment.id
          : frame.type === 'player.verification'
            ? frame.verification.status
            : frame.type,
      );
    expect(seen(ada.frames)).toEqual(['hello', 'pay_ada']);
    expect(seen(limited.frames)).toEqual(['hello', 'pending', 'pay_limited']);
    const coolingOff = client();
    live.connect(coolingOff.send, 'coolingOff');
    expect(seen(coolingOff.frames)).toEqual(['hello', 'verified']);
  });

  it('keeps the undelivered updates of a bounded number of players, dropping the longest waiting', () => {
    const live = createLivePayments();
    for (let index = 0; index <= MAX_WAITING_PLAYERS; index += 1) {
      live.push(
        { type: 'player.verification', verification: { status: 'pending' } },
        `player${String(index)}`,
      );
    }
    const first = client();
    live.connect(first.send, 'player0');
    expect(first.frames).toEqual([{ type: 'hello', protocol: 1 }]);
    const last = client();
    live.connect(last.send, `player${String(MAX_WAITING_PLAYERS)}`);
    expect(last.frames.map((frame) => frame.type)).toEqual(['hello', 'player.verification']);
  });

  it('settles on demand, once, with a given status', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    live.track(btcDeposit, pendingAnswer('pay_5'));
    expect(live.settle('pay_5', 'cancelled')).toBe(true);
    expect(live.settle('pay_5')).toBe(false);
    vi.runAllTimers();
    expect(frames.slice(1)).toMatchObject([
      { type: 'payment.updated', payment: { id: 'pay_5', status: 'cancelled' } },
    ]);
  });

  it('registers a payment once, and dispose() cancels what is pending', () => {
    const live = createLivePayments();
    const { frames, send } = client();
    live.connect(send);
    live.track(btcDeposit, pendingAnswer('pay_6'));
    expect(live.track(btcDeposit, pendingAnswer('pay_6'))).toBeNull();
    live.dispose();
    vi.runAllTimers();
    expect(frames).toHaveLength(1);
    expect(live.pending()).toEqual([]);
  });
});
