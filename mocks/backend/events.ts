/**
 * The events API of the visitor tracker (docs/tracking.md): accepts batches, keeps them for
 * inspection.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * Where the tracker posts by default (its DEFAULT_EVENTS_PATH, features/tracker/constants.ts):
 * the mock's own copy of the contract, checked by events.test.ts posting to the tracker's.
 */
const EVENTS_PATH = '/api-fe-events/v1/events';

/** Mock-only route listing the events received so far (E2E tests read it), newest last. */
export const RECEIVED_EVENTS_PATH = '/api-fe-events/v1/_received';

/** Bounded, so a long `npm start` session cannot grow without end. */
const MAX_KEPT = 50_000;

function isEventBatch(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { event?: unknown }).event === 'string',
    )
  );
}

/**
 * POST {@link EVENTS_PATH}: a JSON array of tracking events. Beacons cannot set headers,
 * so the body is read as text whatever its content type, and `X-Api-Version` is not required.
 */
export function createEventHandlers(): HttpHandler[] {
  const received: Record<string, unknown>[] = [];
  return [
    http.post(EVENTS_PATH, async ({ request }) => {
      let batch: unknown;
      try {
        batch = JSON.parse(await request.text());
      } catch {
        batch = null;
      }
      if (!isEventBatch(batch)) {
        return HttpResponse.json(
          { error: { type: 'params_error', message: 'Expected a JSON array of events.' } },
          { status: 400 },
        );
      }
      received.push(...batch);
      received.splice(0, Math.max(0, received.length - MAX_KEPT));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(RECEIVED_EVENTS_PATH, () => HttpResponse.json(received)),
  ];
}
