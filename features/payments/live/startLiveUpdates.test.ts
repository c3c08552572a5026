// @vitest-environment happy-dom
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '@/lib/reconnectingSocket';
import { liveConnectionChanged } from '../model/events';
import { LIVE_PATH, liveSocketUrl } from './liveProtocol';
import { startLiveUpdates } from './startLiveUpdates';

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

function start() {
  const actions: UnknownAction[] = [];
  const stop = startLiveUpdates({
    url: 'wss://cashier.example/live',
    dispatch: (action) => {
      actions.push(action);
      return action;
    },
    ports: { createSocket: (url) => new FakeSocket(url), random: () => 0.5, network: null },
  });
  const changes = () => actions.filter(liveConnectionChanged.match).map((a) => a.payload);
  return { stop, changes };
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

describe('liveSocketUrl', () => {
  it('uses wss: for an https API and ws: for http', () => {
    expect(liveSocketUrl('https://cashier.example')).toBe(`wss://cashier.example${LIVE_PATH}`);
    expect(liveSocketUrl('http://127.0.0.1:4173')).toBe(`ws://127.0.0.1:4173${LIVE_PATH}`);
  });
});
