// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePage, createMemoryStorage } from '../testing/fakeEnvironment';
import { createHarness, parseBatch } from '../testing/harness';
import type { TrackerEvent } from '../types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8');
const KEY = 'visitor-tracker:p1:queue';
/** The `seq` of the events kept for the next page. */
const keptSeqs = (kept: ReturnType<typeof createMemoryStorage>): unknown[] =>
  (JSON.parse(kept.data.get(KEY) ?? '{"events":[]}') as { events: TrackerEvent[] }).events.map(
    (e) => e.seq,
  );

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

  it('beacons 10000 events in chunks of at most 64 KiB within the 64 KiB budget and keeps the rest, in order', () => {
    const page = createFakePage({ url: 'https://casino.example/lobby?stag=aff_1' });
    const keptStorage = createMemoryStorage();
    const { tracker, env, transport } = createHarness({}, { page, keptStorage });
    tracker.identify('u-42', { tempPlayerId: 'tmp-1', license: 'mga', ipCountry: 'MT' });
    for (let i = 0; i < 10_000; i++)
      tracker.track('game_opened', { seq: i, note: 'é🎰'.repeat(i % 5) });
    env.lifecycle.emit('pagehide');

    const beaconBytes = transport.beacons.reduce((sum, beacon) => sum + utf8(beacon.body), 0);
    expect(beaconBytes).toBeGreaterThan(60_000);
    expect(beaconBytes).toBeLessThanOrEqual(65_536);
    const delivered = transport.beacons.flatMap((b) => parseBatch(b.body));
    expect([...delivered.map((e: TrackerEvent) => e.seq), ...keptSeqs(keptStorage)]).toEqual(
      Array.from({ length: 10_000 }, (_, i) => i),
    );
    expect(transport.posts).toHaveLength(0);
  });

  it('counts the beacons of a hidden page against the 64 KiB until it is shown again', () => {
    const { tracker, env, transport } = createHarness();
    tracker.identify('u1');
    for (let i = 0; i < 2000; i++) tracker.track('spin', { seq: i });
    env.lifecycle.emit('hidden');
    expect(transport.beacons).toHaveLength(1);
    expect(utf8(transport.beacons[0]?.body ?? '')).toBeGreaterThan(60_000);
    // pagehide right after: the first beacon may still be in flight, so nothing more is tried.
    env.lifecycle.emit('pagehide');
    expect(transport.beacons).toHaveLength(1);
    env.lifecycle.emit('visible');
    env.lifecycle.emit('hidden');
    expect(transport.beacons).toHaveLength(2);
    expect(transport.posts).toHaveLength(0);
  });

  it('keeps what a refused beacon would have carried once the budget is in use: no keepalive fetch the browser would refuse', () => {
    const keptStorage = createMemoryStorage();
    const { tracker, env, transport } = createHarness({}, { keptStorage });
    let calls = 0;
    transport.acceptBeacon = () => ++calls === 1; // the first chunk goes, the browser refuses more
    tracker.identify('u1');
    for (let i = 0; i < 300; i++) tracker.track('spin', { seq: i, pad: 'x'.repeat(100) });
    env.lifecycle.emit('pagehide');
    expect(transport.posts).toHaveLength(0);
    const delivered = transport.beacons.slice(0, 1).flatMap((b) => parseBatch(b.body));
    expect([...delivered.map((e) => e.seq), ...keptSeqs(keptStorage)]).toEqual(
      Array.from({ length: 300 }, (_, i) => i),
    );
  });

  it('sends a refused beacon chunk by keepalive fetch when nothing is in flight, and keeps the rest', async () => {
    const keptStorage = createMemoryStorage();
    const { tracker, env, transport } = createHarness({}, { keptStorage });
    transport.acceptBeacon = () => false;
    tracker.identify('u1');
    for (let i = 0; i < 2000; i++) tracker.track('spin', { seq: i });
    env.lifecycle.emit('pagehide');

    expect(transport.posts).toHaveLength(1);
    const [post] = transport.posts;
    expect(post?.request.keepalive).toBe(true);
    expect(post?.request.headers['X-Api-Version']).toBe('v2');
    expect(utf8(post?.request.body ?? '')).toBeLessThanOrEqual(65_536);
    await vi.advanceTimersByTimeAsync(0);
    const delivered = parseBatch(post?.request.body ?? '[]');
    expect([...delivered.map((e) => e.seq), ...keptSeqs(keptStorage)]).toEqual(
      Array.from({ length: 2000 }, (_, i) => i),
    );
  });
});
