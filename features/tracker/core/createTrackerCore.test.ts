// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePage } from '../testing/fakeEnvironment';
import { createHarness } from '../testing/harness';
import { USER_AGENTS } from '../ua/userAgents.fixture';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracker events', () => {
  it('sends every schema field for an identified user', async () => {
    const page = createFakePage({
      url: 'https://casino.example/lobby?stag=aff_q&interlayer-id=il_q',
      ua: USER_AGENTS.androidPhoneChrome,
    });
    const { tracker, sentEvents } = createHarness({ coreVersion: '3.1.0' }, { page });
    tracker.identify('u42', { tempPlayerId: 't9', license: 'mga', ipCountry: 'MT' });
    tracker.track('deposit_clicked', {
      loading_time: 1200,
      time_to_fetch_start: 4,
      time_to_first_byte: 90,
    });
    await tracker.flush();
    expect(sentEvents()).toEqual([
      {
        event: 'deposit_clicked',
        project_id: 'p1',
        mode: 'spa',
        lib_version: '0.0.33',
        core_version: '3.1.0',
        timestamp: NOW,
        stag: 'aff_q',
        device: 'mobile',
        browser: 'Chrome',
        temp_player_id: 't9',
        license: 'mga',
        ip_country: 'MT',
        interlayer_id: 'il_q',
        connection_type: '4g',
        hostname: 'casino.example',
        pathname: '/lobby',
        user_id: 'u42',
        loading_time: 1200,
        time_to_fetch_start: 4,
        time_to_first_byte: 90,
      },
    ]);
  });

  it('sends no user_id for the anonymous user', async () => {
    const { tracker, sentEvents } = createHarness();
    tracker.identify('anonymous');
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).not.toHaveProperty('user_id');
  });

  it('drops timing fields that are not positive finite numbers', async () => {
    const { tracker, sentEvents } = createHarness();
    tracker.identify('u1');
    tracker.track('page_view', {
      loading_time: 0,
      time_to_fetch_start: NaN,
      time_to_first_byte: -2,
    });
    await tracker.flush();
    const [event] = sentEvents();
    expect(event).toMatchObject({ event: 'page_view' });
    expect(event).not.toHaveProperty('loading_time');
    expect(event).not.toHaveProperty('time_to_fetch_start');
    expect(event).not.toHaveProperty('time_to_first_byte');
  });

  it('reads the page path and connection at track time, following SPA navigation', async () => {
    const { tracker, env, sentEvents } = createHarness();
    tracker.identify('u1');
    tracker.track('a');
    env.page.url = 'http://localhost:3000/cashier/deposit';
    env.page.connection = undefined;
    vi.setSystemTime(NOW + 5);
    tracker.track('b');
    await tracker.flush();
    const [a, b] = sentEvents();
    expect(a).toMatchObject({ pathname: '/lobby', connection_type: '4g', timestamp: NOW });
    expect(b).toMatchObject({ pathname: '/cashier/deposit', timestamp: NOW + 5 });
    expect(b).not.toHaveProperty('connection_type');
  });

  it('takes the time and page of an event tracked later than it happened from its context', async () => {
    const { tracker, sentEvents } = createHarness();
    tracker.identify('u1');
    tracker.track('early', undefined, {
      timestamp: NOW - 1500,
      page: { hostname: 'casino.example', pathname: '/before' },
    });
    tracker.track('bad_time', undefined, { timestamp: Number.NaN });
    await tracker.flush();
    const [early, badTime] = sentEvents();
    expect(early).toMatchObject({
      timestamp: NOW - 1500,
      hostname: 'casino.example',
      pathname: '/before',
    });
    expect(badTime).toMatchObject({ timestamp: NOW, pathname: '/lobby' });
  });

  it('classes a tablet user agent given to identify as a mobile device', async () => {
    const { tracker, sentEvents } = createHarness();
    tracker.identify('u1', { userAgent: USER_AGENTS.iPad });
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ device: 'mobile', browser: 'Mobile Safari' });
  });

  it('parses the user agent once, not on every event', () => {
    const parseUserAgent = vi.fn(() => ({ browser: 'X' }));
    const { tracker } = createHarness({ parseUserAgent });
    tracker.identify('u1');
    for (let i = 0; i < 100; i++) tracker.track('tick');
    expect(parseUserAgent).toHaveBeenCalledTimes(1);
  });
});

describe('tracker attribution', () => {
  it('falls back to the affiliate_id and interlayer_id cookies', async () => {
    const page = createFakePage({ cookie: 'affiliate_id=aff_c; interlayer_id=il_c' });
    const { tracker, sentEvents } = createHarness({}, { page });
    tracker.identify('u1');
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ stag: 'aff_c', interlayer_id: 'il_c' });
  });

  it('lets identify metadata win over the query and the cookies', async () => {
    const page = createFakePage({
      url: 'http://localhost:3000/?stag=aff_q&interlayer-id=il_q',
      cookie: 'affiliate_id=aff_c; interlayer_id=il_c',
    });
    const { tracker, sentEvents } = createHarness({}, { page });
    tracker.identify('u1', { stag: 'aff_m', interlayerId: 'il_m' });
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ stag: 'aff_m', interlayer_id: 'il_m' });
  });

  it('keeps the landing attribution after the query leaves the URL', async () => {
    const page = createFakePage({ url: 'http://localhost:3000/?stag=aff_q' });
    const { tracker, env, sentEvents } = createHarness({}, { page });
    env.page.url = 'http://localhost:3000/lobby';
    tracker.identify('u1');
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ stag: 'aff_q' });
  });

  it('never throws on malformed query strings or cookies', async () => {
    const page = createFakePage({
      url: 'http://localhost:3000/?stag=%E0%A4%A&%=%&interlayer-id',
      cookie: ';;=%; %%=%%; interlayer_id=%ZZ; broken',
    });
    const { tracker, sentEvents } = createHarness({}, { page });
    tracker.identify('u1');
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ stag: '%E0%A4%A', interlayer_id: '%ZZ' });
  });
});

describe('tracker identity', () => {
  it('refuses ordinary events before identify with the spec error', () => {
    const { tracker } = createHarness();
    expect(() => {
      tracker.track('page_view');
    }).toThrow(new Error('User is not identified. Please call identity method first.'));
  });

  it('queues the three interlayer events without a user', async () => {
    const { tracker, sentNames, sentEvents } = createHarness();
    tracker.track('interlayer_visited');
    tracker.track('interlayer_redirected');
    tracker.track('interlayer_no_redirect');
    await tracker.flush();
    expect(sentNames()).toEqual([
      'interlayer_visited',
      'interlayer_redirected',
      'interlayer_no_redirect',
    ]);
    expect(sentEvents()[0]).not.toHaveProperty('user_id');
  });

  it('forgets the user and the queued events on reset', async () => {
    const { tracker, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('page_view');
    tracker.reset();
    await tracker.flush();
    expect(transport.posts).toHaveLength(0);
    expect(() => {
      tracker.track('page_view');
    }).toThrow('User is not identified');
  });

  it('starts sending the new user after reset and identify', async () => {
    const { tracker, sentEvents } = createHarness();
    tracker.identify('u1', { license: 'mga' });
    tracker.reset();
    tracker.identify('u2');
    tracker.track('page_view');
    await tracker.flush();
    expect(sentEvents()[0]).toMatchObject({ user_id: 'u2' });
    expect(sentEvents()[0]).not.toHaveProperty('license');
  });

  it('refuses an empty user id', () => {
    const { tracker } = createHarness();
    expect(() => {
      tracker.identify('');
    }).toThrow(TypeError);
  });
});

describe('tracker destroy', () => {
  it('stops the timer and the page listeners and ignores later calls', async () => {
    const { tracker, env, transport } = createHarness();
    tracker.identify('u1');
    tracker.track('page_view');
    tracker.destroy();
    expect(env.lifecycle.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    tracker.track('page_view');
    await tracker.flush();
    expect(transport.posts).toHaveLength(0);
  });
});
