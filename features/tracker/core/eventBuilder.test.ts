// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PagePath } from '../environment';
import type { EventContext } from './eventBuilder';
import { buildEvent, buildStaticFields, shareStaticFields } from './eventBuilder';
import { NO_USER } from './identity';
import { toTrackerEvent } from './queuedEvent';

const shared = (context: EventContext) => shareStaticFields(buildStaticFields(context));

const page: PagePath = { hostname: 'casino.example', pathname: '/lobby' };

const identifiedContext: EventContext = {
  projectId: 'p1',
  mode: 'spa',
  coreVersion: '1.2.3',
  attribution: { stag: 'aff_1', interlayerId: 'il_1' },
  userAgent: { browser: 'Chrome', deviceType: 'tablet' },
  identity: {
    status: 'identified',
    user: {
      userId: 'u42',
      metadata: { tempPlayerId: 't9', license: 'mga', ipCountry: 'MT' },
    },
  },
};

describe('buildEvent', () => {
  it('fills every schema field of an identified user', () => {
    const event = toTrackerEvent(
      buildEvent('page_view', shared(identifiedContext), 1700000000000, page, '4g', {
        loading_time: 1200,
        time_to_fetch_start: 3,
        time_to_first_byte: 80,
      }),
    );
    expect(event).toEqual({
      event: 'page_view',
      project_id: 'p1',
      mode: 'spa',
      lib_version: '0.0.33',
      core_version: '1.2.3',
      timestamp: 1700000000000,
      stag: 'aff_1',
      device: 'mobile',
      browser: 'Chrome',
      temp_player_id: 't9',
      license: 'mga',
      ip_country: 'MT',
      interlayer_id: 'il_1',
      connection_type: '4g',
      hostname: 'casino.example',
      pathname: '/lobby',
      user_id: 'u42',
      loading_time: 1200,
      time_to_fetch_start: 3,
      time_to_first_byte: 80,
    });
  });

  it('leaves out unknown optional fields instead of sending undefined', () => {
    const context: EventContext = {
      projectId: 'p1',
      mode: 'ssr',
      attribution: {},
      userAgent: {},
      identity: NO_USER,
    };
    const event = toTrackerEvent(
      buildEvent(
        'interlayer_visited',
        shared(context),
        5,
        { hostname: 'h', pathname: '/' },
        undefined,
      ),
    );
    expect(event).toEqual({
      event: 'interlayer_visited',
      project_id: 'p1',
      mode: 'ssr',
      lib_version: '0.0.33',
      device: 'web',
      timestamp: 5,
      hostname: 'h',
      pathname: '/',
    });
  });

  it('sends no user_id for the anonymous user', () => {
    const context: EventContext = {
      ...identifiedContext,
      identity: { status: 'identified', user: { userId: 'anonymous', metadata: {} } },
    };
    expect(toTrackerEvent(buildEvent('x', shared(context), 1, page, '4g'))).not.toHaveProperty(
      'user_id',
    );
  });

  it('drops timing fields that are not positive finite numbers', () => {
    const event = toTrackerEvent(
      buildEvent('x', shared(identifiedContext), 1, page, '4g', {
        loading_time: 0,
        time_to_fetch_start: -1,
        time_to_first_byte: Number.POSITIVE_INFINITY,
      }),
    );
    expect(event).not.toHaveProperty('loading_time');
    expect(event).not.toHaveProperty('time_to_fetch_start');
    expect(event).not.toHaveProperty('time_to_first_byte');
  });

  it('copies only the per-event values into the event and shares the static ones', () => {
    const sharedFields = shared(identifiedContext);
    const a = buildEvent('a', sharedFields, 1, page, '4g');
    const b = buildEvent('b', sharedFields, 2, page, '4g');
    expect(Object.keys(a)).toEqual([
      'event',
      'timestamp',
      'hostname',
      'pathname',
      'connection_type',
    ]);
    expect(toTrackerEvent(b).user_id).toBe('u42');
  });

  it('passes extra keys through but never lets them replace or add schema fields', () => {
    const anonymous: EventContext = {
      ...identifiedContext,
      identity: { status: 'identified', user: { userId: 'anonymous', metadata: {} } },
    };
    const event = toTrackerEvent(
      buildEvent('x', shared(anonymous), 1, page, '4g', {
        amount: '50.00',
        nested: { a: 1 },
        project_id: 'evil',
        user_id: 'spoofed',
        timestamp: 0,
        loading_time: -3,
      }),
    );
    expect(event.amount).toBe('50.00');
    expect(event.nested).toEqual({ a: 1 });
    expect(event.project_id).toBe('p1');
    expect(event.timestamp).toBe(1);
    expect(event).not.toHaveProperty('user_id');
    expect(event).not.toHaveProperty('loading_time');
  });

  it('leaves connection_type out when the browser does not report it', () => {
    const event = toTrackerEvent(
      buildEvent('x', shared(identifiedContext), 1, { hostname: 'h', pathname: '/p' }, undefined),
    );
    expect(event).not.toHaveProperty('connection_type');
  });
});
