import { expect, test } from './fixtures';

interface ReceivedEvent {
  event: string;
  [field: string]: unknown;
}

test('leaving the page delivers the queued events to the back end by beacon', async ({
  page,
  context,
  request,
}) => {
  // Count the tracker's beacons (DevTools does not report a beacon of an unloading page); the
  // page-load script's one, a text body with site_loaded, is not the tracker's.
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const pageLoad = typeof data === 'string' && data.includes('"site_loaded"');
      if (String(url).includes('/api-fe-events/v1/events') && !pageLoad) {
        localStorage.setItem(
          'e2e-beacons',
          String(Number(localStorage.getItem('e2e-beacons')) + 1),
        );
      }
      return send(url, data);
    };
  });
  const before = (await (
    await request.get('/api-fe-events/v1/_received')
  ).json()) as ReceivedEvent[];

  await page.goto('/?stag=aff-42');
  await page.getByRole('radio', { name: 'Cash out' }).check();
  await page.getByRole('radio', { name: /Skrill/ }).check();
  await expect(page.getByLabel('Skrill account email')).toBeVisible();
  // Leave the page: pagehide sends the queue with navigator.sendBeacon.
  await page.goto('/mock-provider/redirect.html');

  await expect
    .poll(async () => {
      const all = (await (
        await request.get('/api-fe-events/v1/_received')
      ).json()) as ReceivedEvent[];
      return all.slice(before.length).map((event) => event.event);
    })
    .toEqual(
      expect.arrayContaining([
        'site_loaded',
        'payment_action_switched',
        'payment_method_selected',
        'payment_form_rendered',
      ]),
    );
  const all = (await (await request.get('/api-fe-events/v1/_received')).json()) as ReceivedEvent[];
  const selected = all
    .slice(before.length)
    .find((event) => event.event === 'payment_method_selected');
  // The player GET /config names (mocks/backend/player.ts), with their tracker metadata.
  expect(selected).toMatchObject({
    project_id: 'casino-cashier',
    mode: 'spa',
    lib_version: '0.0.33',
    stag: 'aff-42',
    device: 'web',
    pathname: '/',
    method_id: 'skrill',
    user_id: 'player-1001',
    temp_player_id: 'tmp-7f3a',
    license: 'mga',
    ip_country: 'MT',
  });
  expect(JSON.stringify(selected)).not.toMatch(/Ada Lovelace|ada@example\.com/);
  expect(Number(await page.evaluate(() => localStorage.getItem('e2e-beacons')))).toBeGreaterThan(0);
});

test('the embedded cashier tracks too, under the player its host names', async ({
  page,
  request,
}) => {
  const received = async () =>
    (await (await request.get('/api-fe-events/v1/_received')).json()) as ReceivedEvent[];
  const before = (await received()).length;

  // public/embed-demo/: the light widget names its player and its project by attributes.
  await page.goto('/embed-demo/');
  const widget = page.locator('#widget-light');
  await widget.getByRole('radio', { name: /Skrill/ }).check();
  await expect(widget.getByLabel('Skrill account email')).toBeVisible();
  await page.goto('/mock-provider/redirect.html'); // pagehide: the queue leaves by beacon

  await expect
    .poll(async () =>
      (await received())
        .slice(before)
        .filter((event) => event.project_id === 'lucky-star-widget')
        .map((event) => event.event),
    )
    .toContain('payment_method_selected');
  const selected = (await received())
    .slice(before)
    .find(
      (event) =>
        event.project_id === 'lucky-star-widget' && event.event === 'payment_method_selected',
    );
  expect(selected).toMatchObject({
    user_id: 'lucky-7781',
    temp_player_id: 'tmp-lucky-7781',
    license: 'mga',
    ip_country: 'MT',
    method_id: 'skrill',
  });
});

test('the page-load script sends one site_loaded event by beacon: browser, attribution, timings', async ({
  page,
  request,
}) => {
  const beacon = page.waitForRequest(
    (sent) =>
      sent.url().endsWith('/api-fe-events/v1/events') &&
      (sent.postData() ?? '').includes('"site_loaded"'),
  );
  await page.goto('/?stag=aff-load&interlayer-id=il-load');
  const sent = await beacon;
  // No header of its own and a text body: an events API on another origin needs no preflight.
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
  expect(sent.headers()).not.toHaveProperty('x-api-version');

  await expect
    .poll(async () => {
      const all = (await (
        await request.get('/api-fe-events/v1/_received')
      ).json()) as ReceivedEvent[];
      return all.filter((event) => event.event === 'site_loaded' && event.stag === 'aff-load');
    })
    .toHaveLength(1);
  const all = (await (await request.get('/api-fe-events/v1/_received')).json()) as ReceivedEvent[];
  const loaded = all.find((event) => event.event === 'site_loaded' && event.stag === 'aff-load');
  expect(loaded).toMatchObject({
    project_id: expect.any(String),
    mode: 'spa',
    device: 'web',
    browser: 'Chrome',
    interlayerId: 'il-load',
    hostname: '127.0.0.1',
    pathname: '/',
  });
  for (const timing of ['loading_time', 'time_to_fetch_start', 'time_to_first_byte']) {
    expect(loaded?.[timing]).toEqual(expect.any(Number));
    expect(Number(loaded?.[timing])).toBeGreaterThan(0);
  }
});
