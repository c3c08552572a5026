// @vitest-environment node
import { Window } from 'happy-dom';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { LIB_VERSION } from '../constants';
import { readAttribution } from '../core/attribution';
import { readCookie } from '../core/cookies';
import { parseUserAgentWithUaParser } from '../ua/uaParserJs';
import {
  BROWSER_USER_AGENTS,
  OTHER_BROWSER_USER_AGENTS,
  USER_AGENTS,
} from '../ua/userAgents.fixture';
import { compilePageLoadScript } from '../../../tooling/vite/compilePageLoadScript';

let code = '';
beforeAll(async () => {
  ({ code } = await compilePageLoadScript());
});

interface Posted {
  url: URL;
  headers: Headers;
  body: Record<string, unknown>[];
}

interface PageSetup {
  url?: string;
  cookies?: string[];
  userAgent?: string;
  dataset?: Record<string, string>;
  navigation?: Partial<PerformanceNavigationTiming> | undefined;
  /** `<html data-tracking-consent>` at load. */
  consent?: string;
  /** Called with each `navigator.sendBeacon` call, before the beacon goes. */
  onBeacon?: (url: string, data: unknown) => void;
}

/** Loads a happy-dom page running the compiled script; answers its POSTs through msw. */
async function loadPage(setup: PageSetup = {}): Promise<Posted[]> {
  const posted: Posted[] = [];
  server.use(
    http.post('http://casino.test/api-fe-events/v1/events', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>[];
      posted.push({ url: new URL(request.url), headers: request.headers, body });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const window = new Window({
    url: setup.url ?? 'http://casino.test/lobby?stag=aff_q&interlayer-id=il_q',
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      navigator: { userAgent: setup.userAgent ?? USER_AGENTS.desktopChrome },
    },
  });
  for (const cookie of setup.cookies ?? []) window.document.cookie = cookie;
  if (setup.consent !== undefined) {
    window.document.documentElement.dataset.trackingConsent = setup.consent;
  }
  const navigation =
    'navigation' in setup
      ? setup.navigation
      : { startTime: 0, fetchStart: 2.5, responseStart: 140, loadEventEnd: 950 };
  Object.defineProperty(window, 'performance', {
    value: {
      getEntriesByType: (type: string) => (type === 'navigation' && navigation ? [navigation] : []),
    },
  });
  Object.defineProperty(window.navigator, 'connection', { value: { effectiveType: '4g' } });
  const sendBeacon = window.navigator.sendBeacon.bind(window.navigator);
  Object.defineProperty(window.navigator, 'sendBeacon', {
    value: (url: string, data: string) => {
      setup.onBeacon?.(url, data);
      return sendBeacon(url, data);
    },
  });
  const script = window.document.createElement('script');
  Object.assign(script.dataset, {
    projectId: 'casino-eu',
    mode: 'spa',
    endpoint: '/api-fe-events/v1/events',
    ...setup.dataset,
  });
  script.textContent = code;
  window.document.head.appendChild(script);
  await window.happyDOM.waitUntilComplete();
  await window.happyDOM.close();
  return posted;
}

describe('inline page-load script', () => {
  it('posts exactly one site_loaded event with the fields known on page load', async () => {
    const beacons: unknown[][] = [];
    const posted = await loadPage({
      dataset: { coreVersion: '3.1.0' },
      onBeacon: (...call) => beacons.push(call),
    });
    expect(posted).toHaveLength(1);
    expect(beacons).toEqual([['/api-fe-events/v1/events', JSON.stringify(posted[0]?.body)]]);
    const [request] = posted;
    expect(request?.url.href).toBe('http://casino.test/api-fe-events/v1/events');
    // By beacon: a text body and no header of its own (no preflight to another origin).
    expect(request?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(request?.headers.get('x-api-version')).toBeNull();
    expect(request?.body).toEqual([
      {
        event: 'site_loaded',
        project_id: 'casino-eu',
        mode: 'spa',
        lib_version: LIB_VERSION,
        core_version: '3.1.0',
        timestamp: expect.any(Number) as number,
        stag: 'aff_q',
        device: 'web',
        browser: 'Chrome',
        interlayerId: 'il_q',
        connection_type: '4g',
        hostname: 'casino.test',
        pathname: '/lobby',
        loading_time: 950,
        time_to_fetch_start: 2.5,
        time_to_first_byte: 140,
      },
    ]);
    expect(request?.body[0]).not.toHaveProperty('interlayer_id');
    expect(request?.body[0]).not.toHaveProperty('temp_player_id');
  });

  it('keeps only positive finite timings', async () => {
    const [request] = await loadPage({
      navigation: { startTime: 0, fetchStart: 3, responseStart: 0, loadEventEnd: -1 },
    });
    expect(request?.body[0]).toMatchObject({ time_to_fetch_start: 3 });
    expect(request?.body[0]).not.toHaveProperty('time_to_first_byte');
    expect(request?.body[0]).not.toHaveProperty('loading_time');
  });

  it('drops NaN and infinite timings instead of sending them as null', async () => {
    const [request] = await loadPage({
      navigation: {
        startTime: 0,
        fetchStart: Number.NaN,
        responseStart: Number.POSITIVE_INFINITY,
        loadEventEnd: 900,
      },
    });
    expect(request?.body[0]).toMatchObject({ loading_time: 900 });
    expect(request?.body[0]).not.toHaveProperty('time_to_fetch_start');
    expect(request?.body[0]).not.toHaveProperty('time_to_first_byte');
  });

  it('sends no timing at all without a navigation entry', async () => {
    const [request] = await loadPage({ navigation: undefined });
    expect(request?.body[0]).not.toHaveProperty('loading_time');
    expect(request?.body[0]).not.toHaveProperty('time_to_fetch_start');
    expect(request?.body[0]).not.toHaveProperty('time_to_first_byte');
  });

  it('leaves out attribution and optional fields it cannot know instead of sending null', async () => {
    const [request] = await loadPage({ url: 'http://casino.test/' });
    expect(request?.body[0]).not.toHaveProperty('stag');
    expect(request?.body[0]).not.toHaveProperty('interlayerId');
    expect(request?.body[0]).not.toHaveProperty('core_version');
  });

  it('falls back to the attribution cookies and survives malformed ones', async () => {
    const [request] = await loadPage({
      url: 'http://casino.test/?x=%E0%A4%A&%%',
      cookies: ['affiliate_id=aff%20c', 'interlayer_id=%ZZ'],
    });
    expect(request?.body[0]).toMatchObject({ stag: 'aff c', interlayerId: '%ZZ' });
  });

  it.each([
    ['%E0%A4%A', 'il%ZZ'],
    ['a+b', 'x&y=z'],
    ['"quoted%20tag"', '"open'],
    ['100%', '%F0%9F%8E%B0'],
    ['aff%20c', '%'],
  ])(
    'reads the cookies %s and %s as the tracker does (one rule: core/cookies.ts)',
    async (stag, interlayer) => {
      const cookies = `affiliate_id=${stag}; interlayer_id=${interlayer}`;
      const [request] = await loadPage({
        url: 'http://casino.test/',
        cookies: [`affiliate_id=${stag}`, `interlayer_id=${interlayer}`],
      });
      const tracker = readAttribution('', cookies);
      expect(tracker.stag).toBe(readCookie(cookies, 'affiliate_id'));
      expect(request?.body[0]?.stag).toBe(tracker.stag);
      expect(request?.body[0]?.interlayerId).toBe(tracker.interlayerId);
    },
  );

  it('sends nothing while the page says consent is pending or denied, and sends when granted', async () => {
    expect(await loadPage({ consent: 'pending' })).toHaveLength(0);
    expect(await loadPage({ consent: 'denied' })).toHaveLength(0);
    expect(await loadPage({ consent: 'granted' })).toHaveLength(1);
    expect(await loadPage({ consent: 'pending-review' })).toHaveLength(1);
  });

  it('posts with no-cookie=true in ssr mode', async () => {
    // The plugin writes the endpoint of ssr mode with its query
    // (tooling/vite/inlinePageLoadPlugin.ts).
    const [request] = await loadPage({
      dataset: { mode: 'ssr', endpoint: '/api-fe-events/v1/events?no-cookie=true' },
    });
    expect(request?.url.searchParams.get('no-cookie')).toBe('true');
    expect(request?.body[0]).toMatchObject({ mode: 'ssr' });
  });

  it.each([
    ['desktopChrome', 'Chrome'],
    ['androidPhoneChrome', 'Chrome'],
    ['androidTablet', 'Chrome'],
    ['iPhoneChrome', 'Chrome'],
    ['desktopEdge', 'Edge'],
    ['desktopOpera', 'Opera'],
    ['smartTv', 'Samsung Internet'],
    ['desktopFirefox', 'Firefox'],
    ['iPhoneFirefox', 'Firefox'],
    ['desktopSafari', 'Safari'],
    ['iPhoneSafari', 'Mobile Safari'],
    ['iPad', 'Mobile Safari'],
  ] as const)('names the browser of %s %s', async (agent, browser) => {
    const [request] = await loadPage({ userAgent: USER_AGENTS[agent] });
    expect(request?.body[0]).toMatchObject({ browser });
  });

  it.each([
    ['chromeAndroid8OprBuild', 'Chrome'],
    ['operaPresto', 'Opera'],
    ['edgeLegacy', 'Edge'],
    ['samsungInternetPhone', 'Samsung Internet'],
  ] as const)('names the browser of %s %s', async (agent, browser) => {
    const [request] = await loadPage({ userAgent: BROWSER_USER_AGENTS[agent] });
    expect(request?.body[0]).toMatchObject({ browser });
  });

  // Every tracking event carries the browser ua-parser-js names (features/tracker/ua/uaParserJs.ts);
  // the page-load event must carry the same for every user agent of the fixtures of the browsers
  // it names, and none when the tracker names none.
  it.each([
    ...Object.entries(USER_AGENTS),
    ...Object.entries(BROWSER_USER_AGENTS),
    ['unknown', 'curl/8.5.0'],
  ])('names the browser of %s as the tracker does', async (_agent, userAgent) => {
    const [request] = await loadPage({ userAgent });
    expect(request?.body[0]?.browser).toBe(parseUserAgentWithUaParser(userAgent).browser);
  });

  it.each(Object.entries(BROWSER_USER_AGENTS))(
    'has %s, a browser it names, among its fixtures',
    (_agent, userAgent) => {
      expect([
        'Chrome',
        'Edge',
        'Firefox',
        'Safari',
        'Mobile Safari',
        'Samsung Internet',
        'Opera',
      ]).toContain(parseUserAgentWithUaParser(userAgent).browser);
    },
  );

  // Browsers it does not name (docs/tracking.md): named after the Chrome or Safari token they
  // carry, unlike the tracker.
  it.each([
    ['yandexWindows', 'Chrome', 'Yandex'],
    ['yandexIPhone', 'Mobile Safari', 'Yandex'],
    ['ucBrowserAndroid', 'Chrome', 'UCBrowser'],
    ['chromeWebView', 'Chrome', 'Chrome WebView'],
    ['facebookAndroid', 'Chrome', 'Facebook'],
    ['facebookIPhone', undefined, 'Facebook'],
  ] as const)('names %s %s where the tracker names %s', async (agent, browser, tracker) => {
    const userAgent = OTHER_BROWSER_USER_AGENTS[agent];
    const [request] = await loadPage({ userAgent });
    expect(request?.body[0]?.browser).toBe(browser);
    expect(parseUserAgentWithUaParser(userAgent).browser).toBe(tracker);
  });

  it('leaves the browser out when the user agent names none it knows', async () => {
    const [request] = await loadPage({ userAgent: 'curl/8.5.0' });
    expect(request?.body[0]).not.toHaveProperty('browser');
  });

  it('classes phones and tablets as mobile', async () => {
    for (const userAgent of [USER_AGENTS.iPad, USER_AGENTS.androidPhoneChrome]) {
      const [request] = await loadPage({ userAgent });
      expect(request?.body[0]).toMatchObject({ device: 'mobile' });
    }
  });
});
