// @vitest-environment node
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import {
  type LiveMessage,
  LIVE_PATH,
  LIVE_UNAUTHORIZED_CLOSE,
  liveMessageSchema,
} from '@contract/live';
import { createLivePayments } from '../backend/live';
import { defaultCatalog } from '../handlers';
import { server as mswServer } from '../node';
import { createApp } from './app';
import { GOING_AWAY, type LiveSocketServer, attachLiveSocket } from './liveSocket';

let distDir = '';
let httpServer: Server;
let liveSocket: LiveSocketServer;
let host = '';
const live = createLivePayments({ settleAfterMs: 30 });
const openClients: WebSocket[] = [];

beforeAll(async () => {
  // vitest.setup.ts intercepts fetch with msw; these requests must reach the real server.
  mswServer.close();
  distDir = await mkdtemp(join(tmpdir(), 'cashier-live-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Cashier</title>');
  httpServer = createServer(createApp({ catalog: defaultCatalog, distDir, live }));
  liveSocket = attachLiveSocket(httpServer, live);
  httpServer.listen(0, '127.0.0.1');
  await once(httpServer, 'listening');
  host = `127.0.0.1:${String((httpServer.address() as AddressInfo).port)}`;
});

afterEach(() => {
  for (const client of openClients.splice(0)) client.terminate();
});

afterAll(async () => {
  live.dispose();
  httpServer.closeAllConnections();
  httpServer.close();
  await rm(distDir, { recursive: true, force: true });
  mswServer.listen({ onUnhandledRequest: 'error' });
});

/** A `ws` client that collects the frames it receives, parsed with the client's schema. */
async function connect(headers: Record<string, string> = {}, query = '') {
  const client = new WebSocket(`ws://${host}${LIVE_PATH}${query}`, { headers });
  openClients.push(client);
  const messages: LiveMessage[] = [];
  const waiters: (() => void)[] = [];
  client.on('message', (data: Buffer) => {
    messages.push(liveMessageSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of waiters.splice(0)) wake();
  });
  await once(client, 'open');
  const nextMessage = async (count: number): Promise<LiveMessage> => {
    while (messages.length < count) await new Promise<void>((wake) => waiters.push(wake));
    const message = messages[count - 1];
    if (!message) throw new Error(`No message ${String(count)}.`);
    return message;
  };
  return { client, messages, nextMessage };
}

/** A pending Bitcoin deposit over HTTP, as the page would send it; its answer. */
async function depositBitcoin(idempotencyKey: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${host}${cashierPaths.payments}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: idempotencyKey,
      ...headers,
    },
    body: JSON.stringify({
      action: 'deposit',
      methodId: 'bitcoin',
      currency: 'BTC',
      amount: '0.0125',
      fieldsVersion: defaultCatalog.methods.find((method) => method.id === 'bitcoin')
        ?.fieldsVersion,
      fields: {},
    }),
  });
  return (await response.json()) as { status: string; paymentId: string };
}

/** The HTTP status a refused handshake answered with. */
async function refusedWith(path: string, headers: Record<string, string> = {}): Promise<number> {
  const client = new WebSocket(`ws://${host}${path}`, { headers });
  client.on('error', () => undefined);
  const [request, response] = (await once(client, 'unexpected-response')) as [
    { destroy: () => void },
    { statusCode: number },
  ];
  request.destroy();
  return response.statusCode;
}

describe("npm start's live-updates socket", () => {
  it('greets a client and pushes the outcome of a pending deposit submitted over HTTP', async () => {
    const { nextMessage } = await connect({ Origin: `http://${host}` });
    expect(await nextMessage(1)).toEqual({ type: 'hello', protocol: 1 });

    const answer = await depositBitcoin('live-1');
    expect(answer.status).toBe('notify');

    expect(await nextMessage(2)).toMatchObject({
      type: 'payment.updated',
      payment: {
        id: answer.paymentId,
        status: 'success',
        action: 'deposit',
        methodId: 'bitcoin',
        amount: '0.0125',
        currency: 'BTC',
      },
    });
  });

  it("sends a payment's update to its player's sockets only (the mock_player cookie)", async () => {
    const limited = await connect({
      Origin: `http://${host}`,
      Cookie: 'theme=dark; mock_player=limited',
    });
    const ada = await connect({ Origin: `http://${host}` });
    expect(await limited.nextMessage(1)).toEqual({ type: 'hello', protocol: 1 });
    expect(await ada.nextMessage(1)).toEqual({ type: 'hello', protocol: 1 });

    const answer = await depositBitcoin('live-limited-1', { Cookie: 'mock_player=limited' });
    expect(answer.status).toBe('notify');
    expect(await limited.nextMessage(2)).toMatchObject({
      type: 'payment.updated',
      payment: { id: answer.paymentId },
    });
    // The default player's socket got nothing after its greeting.
    expect(ada.messages).toEqual([{ type: 'hello', protocol: 1 }]);
  });

  it('refuses other paths and pages of other origins', async () => {
    expect(await refusedWith('/api/cashier/v1/other')).toBe(404);
    expect(await refusedWith(LIVE_PATH, { Origin: 'https://evil.example' })).toBe(403);
  });

  it('lets a fresh bearer token in, and closes an expired one with 4401 after the upgrade', async () => {
    const fresh = await connect({}, '?access_token=fresh-1');
    expect(await fresh.nextMessage(1)).toEqual({ type: 'hello', protocol: 1 });

    const expired = await connect({}, '?access_token=expired-1');
    const [code, reason] = (await once(expired.client, 'close')) as [number, Buffer];
    expect(code).toBe(LIVE_UNAUTHORIZED_CLOSE);
    expect(reason.toString('utf8')).toBe('unauthorized');
    // Nothing was sent first: not even the greeting.
    expect(expired.messages).toEqual([]);
  });

  it('tells connected clients it is going away when it stops', async () => {
    const { client } = await connect();
    liveSocket.close();
    const [code] = (await once(client, 'close')) as [number];
    expect(code).toBe(GOING_AWAY);
  });
});
