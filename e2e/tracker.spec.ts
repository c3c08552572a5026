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
  // Count the beacons the page sends (DevTools does not report a beacon of an unloading page).
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/api-fe-events/v1/events')) {
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
  expect(selected).toMatchObject({
    project_id: 'casino-cashier',
    mode: 'spa',
    lib_version: '0.0.33',
    stag: 'aff-42',
    device: 'web',
    pathname: '/',
    method_id: 'skrill',
  });
  expect(selected).not.toHaveProperty('user_id'); // anonymous visitor
  expect(Number(await page.evaluate(() => localStorage.getItem('e2e-beacons')))).toBeGreaterThan(0);
});
