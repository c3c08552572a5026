// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePage } from '../testing/fakeEnvironment';
import { createHarness, parseBatch } from '../testing/harness';
import type { TrackerEvent } from '../types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('page lifecycle', () => {
  it('beacons the queue when the page is hidden and stops the timer until it is visible', async () => {
    const { tracker, env, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('a');
    await vi.advanceTimersByTimeAsync(10_000);
    env.lifecycle.emit('hidden');
    expect(transport.beacons).toHaveLength(1);
    expect(parseBatch(transport.beacons[0]?.body ?? '').map((e) => e.event)).toEqual(['a']);

    tracker.track('b');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(transport.posts).toHaveLength(0);

    env.lifecycle.emit('visible');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(parseBatch(transport.posts[0]?.request.body ?? '').map((e) => e.event)).toEqual(['b']);
  });

  it('beacons the queue on pagehide', () => {
    const { tracker, env, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('a');
    env.lifecycle.emit('pagehide');
    expect(transport.beacons.map((b) => b.url)).toEqual([
      'http://localhost:3000/api-fe-events/v1/events',
    ]);
    env.lifecycle.emit('pagehide');
    expect(transport.beacons).toHaveLength(1);
  });

  it('sends beacons as application/json to its own origin and as text/plain across origins', () => {
    const same = createHarness();
    const cross = createHarness({ endpointOrigin: 'https://events.example' });
    for (const { tracker, env } of [same, cross]) {
      tracker.track('interlayer_visited');
      env.lifecycle.emit('pagehide');
    }
    expect(same.transport.beacons[0]?.contentType).toBe('application/json');
    expect(cross.transport.beacons[0]?.contentType).toBe('text/plain;charset=UTF-8');
  });

  it('does not beacon events already in flight by fetch', async () => {
    const { tracker, env, transport } = createHarness();
    transport.respond = () => new Promise(() => undefined);
    tracker.identify('u1');
    tracker.track('a');
    void tracker.flush();
    await vi.advanceTimersByTimeAsync(0);
    tracker.track('b');
    env.lifecycle.emit('pagehide');
    expect(parseBatch(transport.beacons[0]?.body ?? '').map((e) => e.event)).toEqual(['b']);
  });

  it('delivers 10000 events by beacon in chunks of at most 64 KiB, each exactly once, in order', () => {
    const page = createFakePage({ url: 'https://casino.example/lobby?stag=aff_1' });
    const { tracker, env, transport } = createHarness({}, { page });
    tracker.identify('u-42', { tempPlayerId: 'tmp-1', license: 'mga', ipCountry: 'MT' });
    for (let i = 0; i < 10_000; i++)
      tracker.track('game_opened', { seq: i, note: 'é🎰'.repeat(i % 5) });
    env.lifecycle.emit('pagehide');

    expect(transport.beacons.length).toBeGreaterThan(1);
    for (const beacon of transport.beacons) expect(utf8(beacon.body)).toBeLessThanOrEqual(65_536);
    const delivered = transport.beacons.flatMap((b) => parseBatch(b.body));
    expect(delivered.map((e: TrackerEvent) => e.seq)).toEqual(
      Array.from({ length: 10_000 }, (_, i) => i),
    );
    expect(transport.posts).toHaveLength(0);
  });

  it('counts accepted beacons against the 64 KiB in flight: no keepalive fetch the browser would refuse', () => {
    const { tracker, env, transport } = createHarness();
    let calls = 0;
    transport.acceptBeacon = () => ++calls === 1; // the first chunk goes, the browser refuses more
    tracker.identify('u1');
    for (let i = 0; i < 2000; i++) tracker.track('spin', { seq: i });
    env.lifecycle.emit('pagehide');
    expect(transport.beacons.length).toBeGreaterThan(1);
    expect(utf8(transport.beacons[0]?.body ?? '')).toBeGreaterThan(60_000);
    expect(transport.posts).toHaveLength(0);
  });

  it('sends a refused beacon chunk by keepalive fetch within 64 KiB in flight and keeps the rest', async () => {
    const { tracker, env, transport } = createHarness();
    const accepted: string[] = [];
    transport.acceptBeacon = () => false;
    tracker.identify('u1');
    for (let i = 0; i < 2000; i++) tracker.track('spin', { seq: i });
    env.lifecycle.emit('pagehide');

    expect(transport.beacons.length).toBeGreaterThan(2);
    expect(transport.posts).toHaveLength(1);
    const [post] = transport.posts;
    expect(post?.request.keepalive).toBe(true);
    expect(post?.request.headers['X-Api-Version']).toBe('v2');
    expect(utf8(post?.request.body ?? '')).toBeLessThanOrEqual(65_536);

    await vi.advanceTimersByTimeAsync(0);
    transport.acceptBeacon = (body) => accepted.push(body) > 0;
    env.lifecycle.emit('pagehide');
    const delivered = [post?.request.body ?? '', ...accepted].flatMap(parseBatch);
    expect(delivered.map((e) => e.seq)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
