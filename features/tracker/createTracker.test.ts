// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { createTracker } from './createTracker';
import type { Tracker, TrackerEvent } from './types';

interface Captured {
  url: URL;
  headers: Headers;
  events: TrackerEvent[];
}

/** Answers POSTs to the events path on the page origin with `status`, recording each request. */
function captureEvents(status = 204): Captured[] {
  const captured: Captured[] = [];
  server.use(
    http.post('/api-fe-events/v1/events', async ({ request }) => {
      captured.push({
        url: new URL(request.url),
        headers: request.headers,
        events: (await request.json()) as TrackerEvent[],
      });
      return new HttpResponse(null, { status });
    }),
  );
  return captured;
}

let tracker: Tracker | undefined;
const start = (options: Partial<Parameters<typeof createTracker>[0]> = {}): Tracker => {
  tracker = createTracker({ projectId: 'casino-eu', ...options });
  return tracker;
};

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  tracker?.destroy();
  tracker = undefined;
  document.cookie = 'affiliate_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'interlayer_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('createTracker in the browser', () => {
  it('POSTs the batch to /api-fe-events/v1/events on the page origin with the API headers', async () => {
    const captured = captureEvents();
    history.replaceState(null, '', '/lobby?stag=aff_1&interlayer-id=il_1');
    const t = start({ coreVersion: '3.1.0' });
    t.identify('u42', { ipCountry: 'MT' });
    t.track('page_view', { loading_time: 812 });
    await t.flush();

    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request?.url.href).toBe('http://localhost:3000/api-fe-events/v1/events');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-api-version')).toBe('v2');
    expect(request?.events).toEqual([
      expect.objectContaining({
        event: 'page_view',
        project_id: 'casino-eu',
        mode: 'spa',
        lib_version: '0.0.33',
        core_version: '3.1.0',
        stag: 'aff_1',
        interlayer_id: 'il_1',
        device: 'web',
        ip_country: 'MT',
        hostname: 'localhost',
        pathname: '/lobby',
        user_id: 'u42',
        loading_time: 812,
      }),
    ]);
  });

  it('flushes on its 30-second timer and again after the page was hidden and shown', async () => {
    vi.useFakeTimers();
    try {
      const captured = captureEvents();
      Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
      const t = start();
      t.identify('u1');
      t.track('a');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(captured.map((c) => c.events.map((e) => e.event))).toEqual([['a']]);

      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      t.track('b');
      await vi.advanceTimersByTimeAsync(90_000);
      expect(captured).toHaveLength(1);

      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(captured.map((c) => c.events.map((e) => e.event))).toEqual([['a'], ['b']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the attribution cookies when the query has none', async () => {
    const captured = captureEvents();
    document.cookie = 'affiliate_id=aff%20c';
    document.cookie = 'interlayer_id=il_c';
    const t = start();
    t.track('interlayer_visited');
    await t.flush();
    expect(captured[0]?.events[0]).toMatchObject({ stag: 'aff c', interlayer_id: 'il_c' });
  });

  it('posts with no-cookie=true in ssr mode', async () => {
    const captured = captureEvents();
    const t = start({ mode: 'ssr' });
    t.identify('anonymous');
    t.track('page_view');
    await t.flush();
    expect(captured[0]?.url.searchParams.get('no-cookie')).toBe('true');
  });

  it('keeps the events after an HTTP 500, logs the error and resends them on the next flush', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = captureEvents(500);
    const t = start();
    t.identify('u1');
    t.track('a');
    await t.flush();
    expect(failed).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Error sending events:', expect.any(Error));

    const delivered = captureEvents(200);
    await t.flush();
    expect(delivered[0]?.events.map((e) => e.event)).toEqual(['a']);
  });

  it('treats a network error as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api-fe-events/v1/events', () => HttpResponse.error()));
    const t = start();
    t.identify('u1');
    t.track('a');
    await t.flush();
    expect(error).toHaveBeenCalledWith('Error sending events:', expect.any(TypeError));
    const delivered = captureEvents();
    await t.flush();
    expect(delivered[0]?.events.map((e) => e.event)).toEqual(['a']);
  });

  it('beacons a JSON Blob when the page is hidden', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const t = start();
    t.identify('u1');
    t.track('a');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api-fe-events/v1/events');
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual([
      expect.objectContaining({ event: 'a' }),
    ]);
  });

  it('falls back to a keepalive fetch on pagehide when the browser has no sendBeacon', async () => {
    const captured = captureEvents();
    const t = start();
    t.identify('u1');
    t.track('a');
    window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => captured).toHaveLength(1);
    expect(captured[0]?.events.map((e) => e.event)).toEqual(['a']);
  });

  it('keeps the queue in sessionStorage across a reload of the tab', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api-fe-events/v1/events', () => HttpResponse.error()));
    const first = start();
    first.identify('u1');
    first.track('before_reload');
    window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => error).toHaveBeenCalled();
    first.destroy();

    const captured = captureEvents();
    const second = start();
    await second.flush();
    expect(captured[0]?.events.map((e) => e.event)).toEqual(['before_reload']);
  });
});
