// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testLogger } from '../testing/fakeEnvironment';
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

  it('sends a backlog in requests of at most 64 KiB, one after another, stopping at the first failure', async () => {
    const error = vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    for (let i = 0; i < 400; i++) tracker.track(`e${String(i)}`, { note: 'x'.repeat(400) });
    let calls = 0;
    transport.respond = () => Promise.resolve({ status: ++calls === 2 ? 503 : 204 });
    await tracker.flush();
    // The first request went through, the second failed, and nothing after it was sent.
    expect(transport.posts).toHaveLength(2);
    for (const post of transport.posts) {
      expect(new TextEncoder().encode(post.request.body).length).toBeLessThanOrEqual(64 * 1024);
      expect(post.request.keepalive).toBe(true);
    }
    expect(error).toHaveBeenCalledWith('Error sending events:', expect.any(Error));
    const first = parseBatch(transport.posts[0]?.request.body ?? '[]').map((e) => e.event);
    expect(first[0]).toBe('e0');

    // The next flush sends the rest, from the first undelivered event on, in order.
    transport.respond = () => Promise.resolve({ status: 204 });
    await tracker.flush();
    const resent = transport.posts
      .slice(2)
      .flatMap((post) => parseBatch(post.request.body).map((e) => e.event));
    expect(resent).toEqual(
      Array.from({ length: 400 - first.length }, (_, i) => `e${String(first.length + i)}`),
    );
  });

  it('sends an event over 64 KiB on its own after the others, without keepalive', async () => {
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('huge', { note: 'x'.repeat(70 * 1024) });
    tracker.track('small');
    await tracker.flush();
    expect(
      transport.posts.map((post) => [
        parseBatch(post.request.body).map((e) => e.event),
        post.request.keepalive,
      ]),
    ).toEqual([
      [['small'], true],
      [['huge'], false],
    ]);
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
    const error = vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
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
    const error = vi.spyOn(testLogger, 'error').mockImplementation(() => undefined);
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
    const warn = vi.spyOn(testLogger, 'warn').mockImplementation(() => undefined);
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
  it('drops the oldest events past maxQueueSize, logs how many and sends an events_dropped event counting them', async () => {
    const warn = vi.spyOn(testLogger, 'warn').mockImplementation(() => undefined);
    const { tracker, sentEvents, sentNames } = createHarness({ maxQueueSize: 3 });
    tracker.identify('u1');
    for (const name of ['a', 'b', 'c', 'd', 'e']) tracker.track(name);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped the 2 oldest/));
    await tracker.flush();
    expect(sentNames()).toEqual(['c', 'd', 'e', 'events_dropped']);
    expect(sentEvents().at(-1)).toMatchObject({ project_id: 'p1', dropped_count: 2 });
  });

  it('counts a dropped events_dropped report in the next one: every dropped event is counted once', async () => {
    vi.spyOn(testLogger, 'warn').mockImplementation(() => undefined);
    const { tracker, sentEvents } = createHarness({ maxQueueSize: 3 });
    tracker.identify('u1');
    for (const name of ['a', 'b', 'c', 'd']) tracker.track(name); // 'a' dropped
    await vi.advanceTimersByTimeAsync(1000); // report of 1 queued: b c d report
    for (const name of ['e', 'f', 'g']) tracker.track(name); // b, c, d, then the report dropped
    await vi.advanceTimersByTimeAsync(1000);
    await tracker.flush();
    const sent = sentEvents();
    expect(sent.map((e) => e.event)).toEqual(['e', 'f', 'g', 'events_dropped']);
    expect(sent.at(-1)).toMatchObject({ dropped_count: 4 });
  });
});
