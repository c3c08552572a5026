// @vitest-environment node
/**
 * A deliberately broken back end: the mock back end behind a proxy that breaks one answer per kind
 * of violation. Each must be reported, naming its operation, its path and what came back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPaths, IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { runConformance } from './runConformance';
import { type Running, letRequestsThrough, listen, startMockBackend } from '@mocks/server/testing';
import type { ConformanceResult, Finding } from './types';

letRequestsThrough();

/** Generous for the answers that come; the server that never answers gets a short one. */
const TIMEOUT_MS = 15_000;
const SHORT_TIMEOUT_MS = 200;

interface Upstream {
  status: number;
  contentType: string;
  text: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Rewrites of the mock's answers, by path with query. */
function corrupt(path: string, answer: Upstream): Upstream {
  switch (path) {
    case cashierPaths.config:
      return { ...answer, contentType: 'text/plain; charset=utf-8' };
    case `${cashierPaths.methods}?action=deposit&currency=USD`: {
      const body = JSON.parse(answer.text) as { methods: { limits: { min: unknown } }[] };
      body.methods[3]!.limits.min = 10;
      return { ...answer, text: JSON.stringify(body) };
    }
    case `${cashierPaths.conversionQuote}?methodId=mercuryo_crypto&from=EUR&to=BTC&amount=100`: {
      const quote = JSON.parse(answer.text) as { methodId: string };
      return { ...answer, text: JSON.stringify({ ...quote, methodId: 'mercuryo_fiat' }) };
    }
    case `${cashierPaths.conversionMethods}?action=cashout&currency=USD`:
      return { ...answer, status: 500 };
    case `${cashierPaths.methodFields('conformance-unknown-method')}?action=deposit&currency=EUR`:
      return { status: 404, contentType: 'text/html', text: '<h1>Not found</h1>' };
    case `${cashierPaths.methods}?action=deposit&currency=XTS`:
      return { ...answer, status: 200, text: '{"action":"deposit","currency":"XTS","methods":[]}' };
    default:
      return answer;
  }
}

const seen = { authorizations: [] as (string | undefined)[], keys: new Set<string>() };

function brokenProxy(target: string): RequestListener {
  return (request, response) => {
    const answer = async (): Promise<void> => {
      const path = request.url ?? '/';
      seen.authorizations.push(request.headers.authorization);
      if (path === cashierPaths.payment('conformance-unknown-payment')) {
        request.socket.destroy();
        return;
      }
      let key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined;
      // Not idempotent: a key seen before is forwarded as a new one, making a second payment.
      if (key !== undefined && seen.keys.has(key)) key = randomUUID();
      else if (key !== undefined) seen.keys.add(key);
      const body = request.method === 'POST' ? await readBody(request) : undefined;
      const upstream = await fetch(target + path, {
        method: request.method ?? 'GET',
        headers: {
          'Content-Type': 'application/json',
          ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
        },
        ...(body === undefined ? {} : { body }),
      });
      const corrupted = corrupt(path, {
        status: upstream.status,
        contentType: upstream.headers.get('content-type') ?? '',
        text: await upstream.text(),
      });
      response.writeHead(corrupted.status, { 'Content-Type': corrupted.contentType });
      response.end(corrupted.text);
    };
    answer().catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`The broken proxy failed: ${String(error)}`);
    });
  };
}

let backend: Running;
let broken: Running;
let result: ConformanceResult;

beforeAll(async () => {
  backend = await startMockBackend();
  broken = await listen(brokenProxy(backend.origin));
  result = await runConformance({
    baseUrl: broken.origin,
    headers: { Authorization: 'Bearer conformance-test' },
    allowPayments: true,
    amount: '20',
    timeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  await broken.close();
  await backend.close();
});

const findingsOf = (operation: string): Finding[] =>
  result.findings.filter((finding) => finding.operation === operation);

describe('runConformance against a broken back end', () => {
  it('reports a wrong status with what came back', () => {
    expect(findingsOf('getConversionMethods')).toEqual([
      expect.objectContaining({
        path: `${cashierPaths.conversionMethods}?action=cashout&currency=USD`,
        expectation: 'status 200',
        received: expect.stringMatching(/^status 500: \{"methods":/) as unknown,
      }),
    ]);
  });

  it('reports a quote for something other than was asked', () => {
    expect(findingsOf('getConversionQuote')).toEqual([
      expect.objectContaining({
        expectation: 'the quote asked for: mercuryo_crypto, 100 EUR → BTC',
        received: 'mercuryo_fiat, 100 EUR → BTC',
      }),
    ]);
  });

  it('reports a wrong content type and still checks the body', () => {
    expect(findingsOf('config')).toEqual([
      {
        operation: 'config',
        method: 'GET',
        path: cashierPaths.config,
        expectation: 'Content-Type: application/json',
        received: 'Content-Type: text/plain; charset=utf-8',
      },
    ]);
  });

  it('reports a schema violation with its path, the expectation and the value', () => {
    expect(findingsOf('getMethods')).toEqual([
      {
        operation: 'getMethods',
        method: 'GET',
        path: `${cashierPaths.methods}?action=deposit&currency=USD`,
        at: 'methods[3].limits.min',
        expectation: 'a string (MethodsResponse)',
        received: '10',
      },
    ]);
  });

  it('reports bad input answered without an error status or without an ErrorBody', () => {
    expect(findingsOf('getMethods (unoffered currency)')).toEqual([
      expect.objectContaining({
        expectation: 'an error status 4xx',
        received: expect.stringMatching(/^status 200/) as unknown,
      }),
    ]);
    expect(findingsOf('getMethodFields (unknown method)')).toEqual([
      expect.objectContaining({
        expectation: 'Content-Type: application/json',
        received: 'Content-Type: text/html',
      }),
      expect.objectContaining({
        expectation: 'a JSON body (ErrorBody)',
        received: '<h1>Not found</h1>',
      }),
    ]);
  });

  it('reports a repeated Idempotency-Key that makes a second payment', () => {
    expect(findingsOf('submit (same Idempotency-Key)')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: cashierPaths.payments,
        expectation: expect.stringMatching(
          /^the first answer again \(status 200, the same body\)/,
        ) as unknown,
        received: expect.stringMatching(/^status 200: \{"status":"notify",/) as unknown,
      }),
    ]);
  });

  it('reports a network error as a finding, not a crash', () => {
    expect(findingsOf('getPayment (unknown id)')).toEqual([
      expect.objectContaining({
        expectation: 'an HTTP answer',
        received: expect.stringMatching(/^network error: /) as unknown,
      }),
    ]);
  });

  it('reports nothing else, and sends the given headers with every request', () => {
    expect(result.findings).toHaveLength(9);
    const requests = result.rows.reduce((sum, row) => sum + row.requests, 0);
    expect(requests).toBeGreaterThan(30);
    expect(seen.authorizations).toHaveLength(requests);
    expect(new Set(seen.authorizations)).toEqual(new Set(['Bearer conformance-test']));
  });
});

describe('runConformance against a back end that never answers', () => {
  it('reports each request timing out as a finding and carries on', async () => {
    const silent = await listen(() => undefined);
    try {
      const { findings } = await runConformance({
        baseUrl: silent.origin,
        timeoutMs: SHORT_TIMEOUT_MS,
      });
      const received = `no answer within ${String(SHORT_TIMEOUT_MS)} ms (timeout)`;
      expect(findings).toEqual(
        [
          cashierPaths.config,
          `${historyPaths.transactions}?limit=20`,
          cashierPaths.payment('conformance-unknown-payment'),
          `${cashierPaths.payments}?idempotencyKey=conformance-unknown-key`,
        ].map(
          (path) =>
            expect.objectContaining({ path, expectation: 'an HTTP answer', received }) as unknown,
        ),
      );
    } finally {
      await silent.close();
    }
  });
});
