// @vitest-environment node
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import { createFakeLifecycle, createFakePage } from './testing/fakeEnvironment';
import { createHarness } from './testing/harness';
import type { TrackerEvent } from './types';
import { USER_AGENTS } from './ua/userAgents.fixture';
import { EVENTS_API_VERSION, EVENTS_NO_COOKIE_QUERY, ROUTES } from '@contract/paths';
import { trackerEventBatchSchema, trackerEventSchema } from '@contract/tracker';
import { API_VERSION, DEFAULT_EVENTS_PATH } from './constants';
import { NO_COOKIE_QUERY } from './core/endpoint';

type WireEvent = z.infer<typeof trackerEventSchema>;

describe('the events API wire schema', () => {
  it('is posted by default to the events path of the endpoint table', () => {
    expect(DEFAULT_EVENTS_PATH).toBe(ROUTES.postEvents.path);
  });

  it("is the API version and the no-cookie query the contract's endpoint table names", () => {
    expect(API_VERSION).toBe(EVENTS_API_VERSION);
    expect(NO_COOKIE_QUERY).toBe(EVENTS_NO_COOKIE_QUERY);
  });

  it('has the type of the events the tracker builds, both ways', () => {
    expectTypeOf<WireEvent>().toExtend<TrackerEvent>();
    expectTypeOf<TrackerEvent>().toExtend<WireEvent>();
  });

  it('accepts every body the tracker sends, by fetch and by beacon, unchanged', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      const page = createFakePage({
        url: 'https://casino.example/lobby?stag=aff_q&interlayer-id=il_q',
        ua: USER_AGENTS.androidPhoneChrome,
      });
      const lifecycle = createFakeLifecycle();
      const { tracker, transport } = createHarness({ coreVersion: '3.1.0' }, { page, lifecycle });
      tracker.identify('u42', { tempPlayerId: 't9', license: 'mga', ipCountry: 'MT' });
      tracker.track('deposit_clicked', { loading_time: 1200, amount: '50.00' });
      await tracker.flush();
      tracker.track('page_hidden');
      lifecycle.emit('pagehide');

      const bodies = [
        ...transport.posts.map((post) => post.request.body),
        ...transport.beacons.map((beacon) => beacon.body),
      ];
      expect(transport.posts).toHaveLength(1);
      expect(transport.beacons).toHaveLength(1);
      for (const body of bodies) {
        const json: unknown = JSON.parse(body);
        expect(trackerEventBatchSchema.parse(json)).toEqual(json);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an event without its schema fields', () => {
    expect(trackerEventSchema.safeParse({ event: 'page_view' }).success).toBe(false);
    expect(trackerEventBatchSchema.safeParse([]).success).toBe(false);
  });
});
