// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, parseBatch } from '../testing/harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A promise the test settles by hand. */
function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (e: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sending by fetch', () => {
  it('flushes every 30000 ms by default', async () => {
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('page_view');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.posts).toHaveLength(1);
  });

  it('flushes on the configured interval and sends nothing for an empty queue', async () => {
    const { tracker, transport } = createHarness({ sendInterval: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.posts).toHaveLength(0);
    tracker.identify('u1');
    tracker.track('page_view');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.posts).toHaveLength(1);
  });

  it('POSTs a JSON array with the API version header to the default path', async () => {
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('a');
    tracker.track('b');
    await tracker.flush();
    const [post] = transport.posts;
    expect(post?.url).toBe('http://localhost:3000/api-fe-events/v1/events');
    expect(post?.request.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Api-Version': 'v2',
    });
    // Small enough to outlive the page: closing it does not cancel the request.
    expect(post?.request.keepalive).toBe(true);
    expect(parseBatch(post?.request.body ?? '').map((e) => e.event)).toEqual(['a', 'b']);
  });

  it('sends a batch over 64 KiB without keepalive (the browser would refuse it)', async () => {
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    for (let i = 0; i < 200; i++) tracker.track('big', { note: 'x'.repeat(400) });
    await tracker.flush();
    expect(transport.posts).toHaveLength(1);
    expect(transport.posts[0]?.request.body.length).toBeGreaterThan(64 * 1024);
    expect(transport.posts[0]?.request.keepalive).toBe(false);
  });

  it('posts to the site origin with no-cookie=true in ssr mode', async () => {
    const { tracker, transport } = createHarness({
      mode: 'ssr',
      eventsPath: '/custom/events',
      endpointOrigin: 'https://elsewhere.example',
    });
    tracker.identify('u1');
    tracker.track('a');
    await tracker.flush();
    expect(transport.posts[0]?.url).toBe('http://localhost:3000/custom/events?no-cookie=true');
    expect(parseBatch(transport.posts[0]?.request.body ?? '')[0]?.mode).toBe('ssr');
  });

  it('posts to the configured events origin in spa mode', async () => {
    const { tracker, transport } = createHarness({ endpointOrigin: 'https://events.example' });
    tracker.identify('u1');
    tracker.track('a');
    await tracker.flush();
    expect(transport.posts[0]?.url).toBe('https://events.example/api-fe-events/v1/events');
  });

  it('keeps the queue in order after an HTTP error, logs it and resends on the next flush', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tracker, transport, sentNames } = createHarness();
    transport.respond = () => Promise.resolve({ status: 503 });
    tracker.identify('u1');
    tracker.track('a');
    tracker.track('b');
    await tracker.flush();
    expect(error).toHaveBeenCalledWith('Error sending events:', expect.any(Error));
    tracker.track('c');
    transport.respond = () => Promise.resolve({ status: 200 });
    await tracker.flush();
    expect(transport.posts).toHaveLength(2);
    expect(sentNames()).toEqual(['a', 'b', 'a', 'b', 'c']);
    await tracker.flush();
    expect(transport.posts).toHaveLength(2);
  });

  it('treats a network error as a failure and does not retry by itself', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tracker, transport } = createHarness({ sendInterval: 1000 });
    const failure = new TypeError('Failed to fetch');
    transport.respond = () => Promise.reject(failure);
    tracker.identify('u1');
    tracker.track('a');
    await tracker.flush();
    expect(error).toHaveBeenCalledWith('Error sending events:', failure);
    expect(transport.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.posts).toHaveLength(2);
  });

  it('removes only the sent events, keeping those tracked while the request was in flight', async () => {
    const { tracker, transport, sentNames } = createHarness();
    const answer = deferred<{ status: number }>();
    transport.respond = () => answer.promise;
    tracker.identify('u1');
    tracker.track('a');
    const first = tracker.flush();
    await vi.advanceTimersByTimeAsync(0);
    tracker.track('b');
    answer.resolve({ status: 204 });
    await first;
    transport.respond = () => Promise.resolve({ status: 204 });
    await tracker.flush();
    expect(sentNames()).toEqual(['a', 'b']);
  });

  it('never sends in-flight events twice: a second flush waits for the first', async () => {
    const { tracker, transport } = createHarness();
    const answer = deferred<{ status: number }>();
    transport.respond = () => answer.promise;
    tracker.identify('u1');
    tracker.track('a');
    const first = tracker.flush();
    const second = tracker.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.posts).toHaveLength(1);
    tracker.track('b');
    answer.resolve({ status: 204 });
    transport.respond = () => Promise.resolve({ status: 204 });
    await Promise.all([first, second]);
    expect(transport.posts.map((p) => parseBatch(p.request.body).map((e) => e.event))).toEqual([
      ['a'],
      ['b'],
    ]);
  });

  it('drops events whose extra data cannot be serialized, with a warning, and sends the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tracker, sentNames } = createHarness();
    tracker.identify('u1');
    tracker.track('a');
    tracker.track('bad', { amount: 10n });
    await tracker.flush();
    expect(sentNames()).toEqual(['a']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot be serialized'));
  });
});

describe('queue bound', () => {
  it('drops the oldest events past maxQueueSize and logs how many', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tracker, sentNames } = createHarness({ maxQueueSize: 3 });
    tracker.identify('u1');
    for (const name of ['a', 'b', 'c', 'd', 'e']) tracker.track(name);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped the 2 oldest/));
    await tracker.flush();
    expect(sentNames()).toEqual(['c', 'd', 'e']);
  });
});
