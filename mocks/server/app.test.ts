// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { errorBodySchema, submitResponseSchema } from '@contract/payments/payment';
import { PAGE_LOAD_HASH_FILE } from './csp';
import { type Running, letRequestsThrough, startMockBackend } from './testing';

const INDEX_HTML = '<!doctype html><title>Cashier</title><div id="root"></div>';
const ASSET = 'console.log("cashier");';
const PAGE_LOAD_HASH = 'sha256-8JKaHeCWMizSdwc/HU7iy694wylU6LhaP28rJ7UzYvA=';

let backend: Running | undefined;
let origin = '';

letRequestsThrough();

beforeAll(async () => {
  backend = await startMockBackend({
    'index.html': INDEX_HTML,
    'assets/index-3f9a1c.js': ASSET,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [PAGE_LOAD_HASH_FILE]: `${PAGE_LOAD_HASH}\n`,
  });
  origin = backend.origin;
});

afterAll(async () => {
  await backend?.close();
});

const get = (path: string, accept = '*/*') => fetch(origin + path, { headers: { Accept: accept } });

const payment = (cardHolder: string) => ({
  action: 'deposit',
  methodId: 'card',
  currency: 'EUR',
  amount: '100.00',
  fieldsVersion: 'card-2024-06',
  fields: {
    card_number: '5555 5555 5555 4444',
    card_holder: cardHolder,
    card_expiry: '01/29',
    cvv: '321',
  },
});

const post = (body: unknown, key: string) =>
  fetch(origin + cashierPaths.payments, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
    body: JSON.stringify(body),
  });

describe('createApp API', () => {
  it('answers the mock API over real HTTP', async () => {
    const response = await get(cashierPaths.config, 'application/json');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(configResponseSchema.parse(await response.json())).toMatchObject({
      defaultCurrency: 'EUR',
    });
  });

  it('reads the JSON body of a POST and replays it for a repeated Idempotency-Key', async () => {
    const first = await post(payment('JANE DOE'), 'http-1');
    expect(first.status).toBe(200);
    const answer = submitResponseSchema.parse(await first.json());
    expect(answer).toMatchObject({ message: 'Your card payment of 100.00 EUR was successful.' });
    const again = await post(payment('JANE DOE'), 'http-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(answer);
  });

  it('remembers the mock player a page picks with ?mock-player= and answers it for the cookie', async () => {
    const page = await get('/?mock-player=limited', 'text/html');
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mock_player=limited; Path=\//);
    const response = await fetch(origin + cashierPaths.config, {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    const { player } = configResponseSchema.parse(await response.json());
    expect(player?.depositLimits?.map((limit) => limit.period)).toEqual(['day', 'week', 'month']);
  });

  it('answers a scenario chosen by a field of the POST body', async () => {
    const response = await post(payment('DECLINE'), 'http-2');
    expect(response.status).toBe(402);
    expect(errorBodySchema.parse(await response.json()).error.status).toBe(
      'PAYMENT_PROCESSING_ERROR',
    );
  });

  it('answers 204 without a body to a DELETE', async () => {
    const response = await fetch(origin + cashierPaths.savedProfile('card-mastercard-5454'), {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['GET', '/api/cashier/v1/nope'],
    ['GET', '/api'],
    ['PUT', cashierPaths.payments],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const response = await fetch(origin + path, { method });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toContain(path);
  });
});

describe('createApp events API', () => {
  it('accepts tracker batches over real HTTP', async () => {
    const response = await fetch(`${origin}/api-fe-events/v1/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Version': 'v2' },
      body: JSON.stringify([{ event: 'site_loaded' }]),
    });
    expect(response.status).toBe(204);
    const received = (await (await get('/api-fe-events/v1/_received')).json()) as unknown[];
    expect(received).toContainEqual({ event: 'site_loaded' });
  });
});

describe('createApp static files', () => {
  it('serves the mock provider pages used as iframe and redirect targets', async () => {
    const page = await get('/mock-provider/3ds.html', 'text/html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve payment');
    const script = await get('/mock-provider/3ds.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('cashier:provider-result');
  });

  it('serves the page that refuses to be framed with both refusals, and only that page', async () => {
    const page = await get('/mock-provider/no-frame.html', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const framed = await get('/mock-provider/3ds.html', 'text/html');
    expect(framed.headers.get('x-frame-options')).toBeNull();
  });

  it('settles a framed payment its provider page says was completed, and only a pending one', async () => {
    // The catalog's card holder NOFRAME: iframe_opened with the page that refuses to be framed.
    const submit = await post(payment('NOFRAME'), 'complete-1');
    const answer = (await submit.json()) as { paymentId: string; iframeUrl: string };
    const page = new URL(answer.iframeUrl);
    expect(page.pathname).toBe('/mock-provider/no-frame.html');
    expect(page.searchParams.get('payment')).toBe(answer.paymentId);
    const statusOf = async () =>
      ((await (await get(cashierPaths.payment(answer.paymentId))).json()) as { status: string })
        .status;
    expect(await statusOf()).toBe('pending');

    const complete = (query: string) =>
      fetch(`${origin}/mock-provider/complete?${query}`, { method: 'POST' });
    expect((await complete(`payment=${answer.paymentId}&status=maybe`)).status).toBe(404);
    expect(await statusOf()).toBe('pending');
    expect((await complete(`payment=${answer.paymentId}&status=failed`)).status).toBe(204);
    expect(await statusOf()).toBe('failed');
    expect((await complete(`payment=${answer.paymentId}`)).status).toBe(404);
  });

  it('serves built assets with immutable caching', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ASSET);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html and other files for revalidation on every load', async () => {
    for (const path of ['/', '/index.html', '/favicon.svg']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(await (await get('/')).text()).toBe(INDEX_HTML);
  });

  it('answers page loads of client-side routes with index.html', async () => {
    const response = await get('/deposit/card', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers 404, not the app shell, to a missing asset or a request that is not a page load', async () => {
    expect((await get('/assets/missing-000000.js')).status).toBe(404);
    expect((await get('/deposit/card', 'application/json')).status).toBe(404);
    const post = await fetch(`${origin}/deposit/card`, {
      method: 'POST',
      headers: { Accept: 'text/html' },
    });
    expect(post.status).toBe(404);
  });
});

describe('createApp Content-Security-Policy', () => {
  it("is sent with every page: strict, with the build's page-load script hash", async () => {
    for (const [path, accept] of [
      ['/', '*/*'],
      ['/index.html', '*/*'],
      ['/transaction-history', 'text/html'],
    ] as const) {
      const policy = (await get(path, accept)).headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain(`script-src 'self' '${PAGE_LOAD_HASH}'`);
      expect(policy, path).toContain("frame-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain('unsafe-');
    }
  });

  it('is not sent with scripts, API answers or the stand-in provider pages', async () => {
    for (const path of [
      '/assets/index-3f9a1c.js',
      cashierPaths.config,
      '/mock-provider/3ds.html',
    ]) {
      expect((await get(path)).headers.get('content-security-policy'), path).toBeNull();
    }
  });
});
