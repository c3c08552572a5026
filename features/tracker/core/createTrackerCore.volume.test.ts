// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOLUME_EVENTS, type VolumeScenario, runVolumeScenario } from '../bench/volumeScenarios';
import { parseUserAgentSimply } from '../ua/simpleUserAgent';
import { createTrackerCore } from './createTrackerCore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const run = (scenario: VolumeScenario) =>
  runVolumeScenario(
    scenario,
    (environment) =>
      createTrackerCore({ projectId: 'p1', parseUserAgent: parseUserAgentSimply, environment }),
    async () => {
      await vi.advanceTimersByTimeAsync(1000);
    },
  );

describe(`${VOLUME_EVENTS} events on a 64 KiB keepalive budget`, () => {
  it.each<VolumeScenario>(['hide', 'reloadMidFlush', 'close'])(
    '%s: every event is sent or kept by the first page, and reaches the server exactly once by the next',
    async (scenario) => {
      const figures = await run(scenario);
      expect(figures.sentByFirstPage).toBeGreaterThan(0);
      expect(figures.goneAfterFirstPage).toBe(0);
      expect(figures.sentByFirstPage + figures.keptForNextPage).toBe(VOLUME_EVENTS);
      expect(figures).toMatchObject({
        sent: VOLUME_EVENTS,
        duplicates: 0,
        reportedDropped: 0,
        lostSilently: 0,
      });
    },
  );
});
