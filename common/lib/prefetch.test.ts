import { describe, expect, it, vi } from 'vitest';
import type { PrefetchRequest } from './prefetch';
import { PREFETCH_MAX_AGE_MS, clearPrefetched, prefetch, takePrefetched } from './prefetch';

const URL_A = 'https://cashier.test/api/cashier/v1/config';
const HEADERS = { Accept: 'application/json', 'Accept-Language': 'de, en;q=0.5' };
const early: PrefetchRequest = { url: URL_A, headers: HEADERS, credentials: 'same-origin' };

function setUp(now = 1000) {
  const host = {};
  const clock = { now };
  const answers: Response[] = [];
  const fetch = vi.fn((url: string, _init: RequestInit) => {
    const response = new Response(JSON.stringify({ url }), { status: 200 });
    answers.push(response);
    return Promise.resolve(response);
  });
  const environment = { host, fetch, now: () => clock.now };
  return { host, clock, fetch, answers, environment };
}

const appRequest = (init: RequestInit = {}, url = URL_A) =>
  new Request(url, { headers: HEADERS, credentials: 'same-origin', ...init });

describe('prefetch / takePrefetched', () => {
  it('starts each request at once, as a GET with the given headers and credentials', () => {
    const { fetch, environment } = setUp();
    void prefetch([early], environment);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL_A, {
      method: 'GET',
      headers: HEADERS,
      credentials: 'same-origin',
    });
  });

  it('hands the response to the one request that matches exactly, once', async () => {
    const { answers, environment } = setUp();
    void prefetch([early], environment);
    const taken = takePrefetched(appRequest(), environment);
    expect(taken).toBeDefined();
    expect(await taken).toBe(answers[0]);
    expect(takePrefetched(appRequest(), environment)).toBeUndefined();
  });

  it('matches header names case-insensitively, whatever their order', () => {
    const { environment } = setUp();
    void prefetch([early], environment);
    const request = new Request(URL_A, {
      headers: { 'accept-language': 'de, en;q=0.5', ACCEPT: 'application/json' },
      credentials: 'same-origin',
    });
    expect(takePrefetched(request, environment)).toBeDefined();
  });

  it.each([
    ['another URL', appRequest({}, `${URL_A}?x=1`)],
    ['another language', appRequest({ headers: { ...HEADERS, 'Accept-Language': 'fr' } })],
    ['a header more', appRequest({ headers: { ...HEADERS, Authorization: 'Bearer x' } })],
    ['a header less', appRequest({ headers: { Accept: 'application/json' } })],
    ['other credentials', appRequest({ credentials: 'include' })],
    ['another method', appRequest({ method: 'POST', body: '{}' })],
  ])('does not hand it to a request with %s', (_name, request) => {
    const { environment } = setUp();
    void prefetch([early], environment);
    expect(takePrefetched(request, environment)).toBeUndefined();
    // Still there for the request that matches.
    expect(takePrefetched(appRequest(), environment)).toBeDefined();
  });

  it(`drops a response older than ${String(PREFETCH_MAX_AGE_MS)} ms`, () => {
    const { clock, environment } = setUp();
    void prefetch([early], environment);
    clock.now += PREFETCH_MAX_AGE_MS + 1;
    expect(takePrefetched(appRequest(), environment)).toBeUndefined();
    clock.now -= PREFETCH_MAX_AGE_MS + 1;
    expect(takePrefetched(appRequest(), environment)).toBeUndefined();
  });

  it('frees the body of a response it drops, expired or cleared, so its request ends', async () => {
    const { clock, answers, environment } = setUp();
    void prefetch([early], environment);
    clock.now += PREFETCH_MAX_AGE_MS + 1;
    void prefetch([{ ...early, url: `${URL_A}?other` }], environment);
    // The first is dropped as expired on the way, the second by clearing.
    void takePrefetched(appRequest({}, `${URL_A}?unrelated`), environment);
    await clearPrefetched(environment.host);
    await expect(answers[0]?.text()).rejects.toThrow();
    await expect(answers[1]?.text()).rejects.toThrow();
  });

  it('has nothing to hand over where nothing was prefetched', () => {
    expect(takePrefetched(appRequest(), { host: {} })).toBeUndefined();
  });

  it('passes on a failed early request as a rejection (the caller then fetches itself)', async () => {
    const host = {};
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    void prefetch([early], { host, fetch: failing });
    await expect(takePrefetched(appRequest(), { host })).rejects.toThrow('Failed to fetch');
  });

  it("rejects when the app's request is aborted before the early answer arrives", async () => {
    const host = {};
    void prefetch([early], { host, fetch: () => new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const taken = takePrefetched(appRequest({ signal: controller.signal }), { host });
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(taken).rejects.toThrow('Timed out');
  });
});
