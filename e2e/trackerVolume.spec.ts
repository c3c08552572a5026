import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The standalone tracker (`dist/tracker/tracker.js`, which `npm run build` builds beside the app)
 * at volume in a real browser: 5 000 events, then the page is hidden or reloaded in the middle of a
 * flush, and the next page of the site sends what was kept. Chromium lets keepalive
 * fetches and beacons outlive the page only within 64 KiB in flight, so most of the 5 000 must be
 * kept (in localStorage) and sent by the next page: every one reaches the events API exactly once.
 */
const EVENTS = 5000;

interface ReceivedEvent {
  event: string;
  project_id?: string;
  seq?: number;
}

declare global {
  interface Window {
    e2eTracker?: {
      track(event: string, fields?: Record<string, unknown>): void;
      flush(): Promise<void>;
    };
  }
}

/** Starts the standalone tracker of `projectId` on the page, identified, as `window.e2eTracker`. */
async function startTracker(page: Page, projectId: string): Promise<void> {
  await page.evaluate(async (project) => {
    const url = '/tracker/tracker.js';
    const { createTracker } = (await import(url)) as {
      createTracker: (options: { projectId: string }) => NonNullable<Window['e2eTracker']> & {
        identify(id: string): void;
      };
    };
    const tracker = createTracker({ projectId: project });
    tracker.identify('player-volume');
    window.e2eTracker = tracker;
  }, projectId);
}

async function trackMany(page: Page): Promise<void> {
  await page.evaluate((count) => {
    for (let seq = 0; seq < count; seq++) {
      window.e2eTracker?.track('game_opened', { seq, game_id: `slot-${String(seq % 97)}` });
    }
  }, EVENTS);
}

/** The `seq` of every event of `projectId` the events API received (repeats included). */
async function receivedSeqs(page: Page, projectId: string): Promise<number[]> {
  const all = (await (
    await page.request.get('/api-fe-events/v1/_received')
  ).json()) as ReceivedEvent[];
  return all
    .filter((event) => event.project_id === projectId && typeof event.seq === 'number')
    .map((event) => event.seq ?? -1);
}

/** The `seq` of the events kept in localStorage for the next page. */
async function keptSeqs(page: Page, projectId: string): Promise<number[]> {
  return page.evaluate((project) => {
    const raw = localStorage.getItem(`visitor-tracker:${project}:queue`);
    const stored =
      raw === null ? { events: [] } : (JSON.parse(raw) as { events: { seq?: number }[] });
    return stored.events.map((event) => event.seq ?? -1);
  }, projectId);
}

/**
 * Every event reached the events API or is kept for the next page. With `none both`, none is both
 * (a page that was hidden knows what its beacons took). A page being reloaded cannot know whether
 * the browser still delivered a keepalive request it had in flight (Chromium rejects it on the
 * leaving page and, depending on timing, delivers it or not): it keeps those events, so they may
 * arrive twice, never not at all; how many is a figure of the run, not a condition of it.
 */
async function expectAllSentOrKept(
  page: Page,
  projectId: string,
  { noneBoth }: { noneBoth: boolean },
): Promise<number> {
  let both = 0;
  await expect
    .poll(async () => {
      const sent = new Set(await receivedSeqs(page, projectId));
      const kept = await keptSeqs(page, projectId);
      both = kept.filter((seq) => sent.has(seq)).length;
      return {
        sentOrKept: new Set([...sent, ...kept]).size,
        ...(noneBoth ? { keptAndSent: both } : {}),
      };
    })
    .toEqual({ sentOrKept: EVENTS, ...(noneBoth ? { keptAndSent: 0 } : {}) });
  return both;
}

/** The next page of the site sends until nothing is kept; every event arrived exactly once. */
async function nextPageSendsTheRest(page: Page, projectId: string): Promise<void> {
  await page.goto('/');
  await startTracker(page, projectId);
  // Each flush sends what is queued, 64 KiB a request, one after another, until a failure.
  for (let round = 0; round < 10; round++) {
    await page.evaluate(() => window.e2eTracker?.flush());
    if (new Set(await receivedSeqs(page, projectId)).size >= EVENTS) break;
  }
  const seqs = await receivedSeqs(page, projectId);
  expect(new Set(seqs).size).toBe(EVENTS);
  expect(await keptSeqs(page, projectId)).toEqual([]);
  const description = `after the next page: ${String(new Set(seqs).size)} of ${String(EVENTS)} received, ${String(seqs.length - new Set(seqs).size)} received twice`;
  test.info().annotations.push({ type: 'figures', description });
  console.info(description);
}

/** Writes the first page's figures to the test's annotations (the report shows them). */
function note(scenario: string, sent: number, kept: number, both = 0): void {
  const description = `${scenario}: of ${String(EVENTS)}, ${String(sent)} sent by the first page, ${String(kept)} kept (${String(both)} of them also sent), ${String(EVENTS - sent - kept + both)} neither`;
  test.info().annotations.push({ type: 'figures', description });
  console.info(description);
}

test.describe(`the tracker keeps ${EVENTS} events at volume`, () => {
  test('hidden: what the keepalive budget holds is sent, the rest kept, and the next visit sends it', async ({
    page,
    context,
  }) => {
    const project = `volume-hide-${String(Date.now())}`;
    await page.goto('/');
    await startTracker(page, project);
    await trackMany(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(async () => (await receivedSeqs(page, project)).length).toBeGreaterThan(0);
    await expectAllSentOrKept(page, project, { noneBoth: true });
    const sent = new Set(await receivedSeqs(page, project));
    note('hide', sent.size, (await keptSeqs(page, project)).length);

    // The next visit, in a new tab of the site (this tab's sessionStorage is not there).
    await page.close();
    await nextPageSendsTheRest(await context.newPage(), project);
  });

  test('reloaded in the middle of a flush: nothing is lost', async ({ page }) => {
    const project = `volume-reload-${String(Date.now())}`;
    await page.goto('/');
    await startTracker(page, project);
    await trackMany(page);
    await page.evaluate(() => {
      void window.e2eTracker?.flush();
    });
    await page.reload();
    const both = await expectAllSentOrKept(page, project, { noneBoth: false });
    const sent = new Set(await receivedSeqs(page, project));
    note('reload mid-flush', sent.size, (await keptSeqs(page, project)).length, both);
    await nextPageSendsTheRest(page, project);
  });
});
