// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { LIVE_PATH } from '@contract/live';
import { createLivePayments } from '../backend/live';
import { defaultCatalog } from '../handlers';
import { createApp } from './app';
import { CORS_ENV, parseCorsOrigins } from './cors';
import { attachLiveSocket } from './liveSocket';
import { type Running, letRequestsThrough, startMockBackend } from './testing';

const HOST_PAGE = 'http://casino.localhost:3000';
const OTHER_PAGE = 'https://evil.example';

describe('parseCorsOrigins', () => {
  it('reads origins separated by commas or spaces, normalised', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('  ')).toEqual([]);
    expect(
      parseCorsOrigins(
        'https://Casino.Example.com, http://localhost:3000 https://pay.example:443/',
      ),
    ).toEqual(['https://casino.example.com', 'http://localhost:3000', 'https://pay.example']);
  });

  it.each([
    '*',
    'https://*.example.com',
    'casino.example.com',
    'https://casino.example.com/cashier',
    'https://casino.example.com?x=1',
    'https://user@casino.example.com',
    'ftp://casino.example.com',
    'javascript:alert(1)',
    'null',
  ])('refuses %s, naming the variable', (entry) => {
    expect(() => parseCorsOrigins(`https://ok.example ${entry}`)).toThrow(
      `${CORS_ENV}: "${entry}" is not an origin`,
    );
  });
});

describe('the API across origins', () => {
  let backend: Running | undefined;
  letRequestsThrough();

  beforeAll(async () => {
    backend = await startMockBackend({}, { corsOrigins: [HOST_PAGE] });
  });
  afterAll(async () => {
    await backend?.close();
  });

  const preflight = (origin: string, headers = 'content-type,idempotency-key,x-mock-player') =>
    fetch(`${backend?.origin ?? ''}${cashierPaths.payments}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': headers,
      },
    });

  it('answers a preflight from an allowed page: its origin, credentials, the headers the cashier sends', async () => {
    const response = await preflight(HOST_PAGE);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(HOST_PAGE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['content-type', 'authorization', IDEMPOTENCY_HEADER.toLowerCase()]) {
      expect(allowed).toContain(name);
    }
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives a page of another origin nothing to read with', async () => {
    const refused = await preflight(OTHER_PAGE);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${backend?.origin ?? ''}${cashierPaths.config}`, {
      headers: { Origin: OTHER_PAGE, Accept: 'application/json' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed page read answers, a 404 of the API included', async () => {
    for (const path of [cashierPaths.config, '/api/cashier/v1/nowhere']) {
      const response = await fetch(`${backend?.origin ?? ''}${path}`, {
        headers: { Origin: HOST_PAGE, Accept: 'application/json' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(HOST_PAGE);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it("lets an allowed page read the answer's Date, the back end's time", async () => {
    const response = await fetch(`${backend?.origin ?? ''}${cashierPaths.config}`, {
      headers: { Origin: HOST_PAGE, Accept: 'application/json' },
    });
    expect(response.headers.get('access-control-expose-headers')).toBe('Date');
    expect(Number.isFinite(Date.parse(response.headers.get('date') ?? ''))).toBe(true);
  });

  it('allows no other origin when none is configured', async () => {
    const plain = await startMockBackend();
    try {
      const response = await fetch(`${plain.origin}${cashierPaths.config}`, {
        headers: { Origin: HOST_PAGE, Accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('the live-updates socket across origins', () => {
  let httpServer: Server;
  let host = '';
  const live = createLivePayments();
  letRequestsThrough();

  beforeAll(async () => {
    httpServer = createServer(
      createApp({
        catalog: defaultCatalog,
        distDir: '/nonexistent',
        live,
        corsOrigins: [HOST_PAGE],
      }),
    );
    attachLiveSocket(httpServer, live, { allowedOrigins: [HOST_PAGE] });
    httpServer.listen(0, '127.0.0.1');
    await once(httpServer, 'listening');
    host = `127.0.0.1:${String((httpServer.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    live.dispose();
    httpServer.closeAllConnections();
    httpServer.close();
  });

  /** How a handshake from a page of `origin` ends: `open`, or the refusal's HTTP status. */
  const handshake = (origin: string) =>
    new Promise<'open' | number>((resolve) => {
      const client = new WebSocket(`ws://${host}${LIVE_PATH}`, { headers: { Origin: origin } });
      client.on('open', () => {
        client.terminate();
        resolve('open');
      });
      client.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
      });
    });

  it('lets an allowed page connect and refuses others', async () => {
    expect(await handshake(HOST_PAGE)).toBe('open');
    expect(await handshake(OTHER_PAGE)).toBe(403);
  });
});
