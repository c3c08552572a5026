/** A tracker core on a fake environment, with helpers to read what it sent. */
import { createTrackerCore } from '../core/createTrackerCore';
import type { TrackerOptions } from '../core/options';
import type { Tracker, TrackerEvent } from '../types';
import { parseUserAgentWithUaParser } from '../ua/uaParserJs';
import {
  type FakeEnvironment,
  type RecordingTransport,
  createFakeEnvironment,
  createRecordingTransport,
} from './fakeEnvironment';

export interface Harness {
  readonly tracker: Tracker;
  readonly env: FakeEnvironment;
  readonly transport: RecordingTransport;
  /** Every event of every fetch and beacon so far, in sending order. */
  readonly sentEvents: () => TrackerEvent[];
  /** The names of {@link sentEvents}. */
  readonly sentNames: () => string[];
}

/** Parses a batch body (a JSON array of events). */
export function parseBatch(body: string): TrackerEvent[] {
  return JSON.parse(body) as TrackerEvent[];
}

/** A tracker (project `'p1'` unless told) on a fake environment with a recording transport. */
export function createHarness(
  options: Partial<TrackerOptions> = {},
  ports: Partial<FakeEnvironment> = {},
): Harness {
  const transport = createRecordingTransport();
  const env = createFakeEnvironment({ transport, ...ports });
  const tracker = createTrackerCore({
    projectId: 'p1',
    parseUserAgent: parseUserAgentWithUaParser,
    ...options,
    environment: env,
  });
  const sentEvents = (): TrackerEvent[] => [
    ...transport.posts.flatMap((post) => parseBatch(post.request.body)),
    ...transport.beacons.flatMap((beacon) => parseBatch(beacon.body)),
  ];
  return {
    tracker,
    env,
    transport,
    sentEvents,
    sentNames: () => sentEvents().map((event) => event.event),
  };
}
